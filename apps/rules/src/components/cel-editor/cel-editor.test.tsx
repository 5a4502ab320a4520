import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
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

describe('offsetOf', () => {
  it('turns a 1-based line and column into an offset, clamped to the text', () => {
    expect(offsetOf('abc\ndef', 1, 1)).toBe(0);
    expect(offsetOf('abc\ndef', 2, 2)).toBe(5);
    expect(offsetOf('abc\ndef', 9, 99)).toBe(7);
  });
});
