import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completionStatus, startCompletion } from '@codemirror/autocomplete';
import { EditorView } from '@codemirror/view';
import { UiProvider } from '@pulse/ui';
import { CelEditor, type CelEditorProps } from './cel-editor';
import { offsetOf } from './cel-language';

const renderEditor = (props: CelEditorProps) =>
  render(
    <UiProvider>
      <CelEditor {...props} />
    </UiProvider>,
  );

describe('CelEditor', () => {
  it('is a labelled text box that shows the checker’s problems inline', async () => {
    const validate = vi.fn(async () => [
      { line: 1, column: 20, message: 'Syntax error: mismatched input' },
    ]);
    const { container } = renderEditor({
      value: 'email.disposable &&',
      onChange: () => undefined,
      validate,
      signals: [{ name: 'email.disposable', type: 'bool', description: 'A throwaway mailbox.' }],
      label: 'Condition (CEL)',
      describedBy: 'help',
      lintDelay: 0,
    });
    const box = screen.getByRole('textbox', { name: 'Condition (CEL)' });
    expect(box.getAttribute('aria-describedby')).toBe('help');
    await waitFor(() => expect(validate).toHaveBeenCalledWith('email.disposable &&'));
    await waitFor(() =>
      expect(container.querySelector('.cm-lintRange-error, .cm-lint-marker-error')).toBeTruthy(),
    );
  });

  it('highlights CEL: keywords, strings and numbers get their own tokens', () => {
    const { container } = renderEditor({
      value: 'ip.country in ["RU"] && phone.score > 80',
      onChange: () => undefined,
      validate: async () => [],
      signals: [],
      label: 'Condition (CEL)',
    });
    // Each highlighted token is a span with a style class of its own.
    const tokens = [...container.querySelectorAll('.cm-line span')].map((span) => span.textContent);
    expect(tokens).toEqual(expect.arrayContaining(['in', '"RU"', '80']));
  });
});

describe('CelEditor completion', () => {
  it('offers the signal names, and Escape closes the list without reaching a dialog', async () => {
    const onChange = vi.fn();
    const { container } = renderEditor({
      value: '',
      onChange,
      validate: async () => [],
      signals: [{ name: 'email.disposable', type: 'bool', description: 'A throwaway mailbox.' }],
      label: 'Condition (CEL)',
    });
    const view = EditorView.findFromDOM(container.querySelector('.cm-editor') as HTMLElement);
    if (!view) throw new Error('no editor');
    view.dispatch({ changes: { from: 0, insert: 'email.d' }, selection: { anchor: 7 } });
    expect(onChange).toHaveBeenLastCalledWith('email.d');
    startCompletion(view);
    await waitFor(() => expect(completionStatus(view.state)).toBe('active'));
    await waitFor(() =>
      expect(document.querySelector('.cm-tooltip-autocomplete')?.textContent).toContain(
        'email.disposable',
      ),
    );
    const dialogEscape = vi.fn();
    document.addEventListener('keydown', dialogEscape, { capture: true });
    fireEvent.keyDown(view.contentDOM, { key: 'Escape' });
    document.removeEventListener('keydown', dialogEscape, { capture: true });
    expect(dialogEscape).not.toHaveBeenCalled();
    expect(completionStatus(view.state)).toBeNull();
  });
});

describe('CelEditor and the keyboard', () => {
  it('lets Tab and Shift+Tab leave the editor without writing a tab into the expression', async () => {
    // happy-dom fires selectionchange inside the editor's own update (browsers queue it), which
    // CodeMirror refuses; these tests move the focus, not the selection, so it is left out.
    const dispatch = document.dispatchEvent.bind(document);
    vi.spyOn(document, 'dispatchEvent').mockImplementation((event: Event) =>
      event.type === 'selectionchange' ? true : dispatch(event),
    );
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <UiProvider>
        <input aria-label="Name" />
        <CelEditor
          value="email.disposable"
          onChange={onChange}
          validate={async () => []}
          signals={[]}
          label="Condition (CEL)"
        />
        <select aria-label="Effect" />
      </UiProvider>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    const editor = screen.getByRole('textbox', { name: 'Condition (CEL)' });
    expect(document.activeElement).toBe(editor);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Effect' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(editor);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    expect(onChange).not.toHaveBeenCalled();
    const view = EditorView.findFromDOM(editor);
    expect(view?.state.doc.toString()).toBe('email.disposable');
  });
});

describe('offsetOf', () => {
  it('turns a 1-based line and column into an offset, clamped to the text', () => {
    expect(offsetOf('abc\ndef', 1, 1)).toBe(0);
    expect(offsetOf('abc\ndef', 2, 2)).toBe(5);
    expect(offsetOf('abc\ndef', 9, 99)).toBe(7);
  });
});
