import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { answer } from '@pulse/test-utils';
import type { RuleSetBody } from '@pulse/api-client';
import { ruleSetState, signals } from '../../../test/fixtures';
import { tabTo } from '../../../test/keyboard';
import { renderPage } from '../../../test/render';
import { RulesPage } from './rules-page';

/** The focused control. */
const focused = () => document.activeElement as HTMLElement;

describe('Rules with the keyboard only', () => {
  it('adds a rule through the real editor and saves the draft, Tab walking every control', async () => {
    // happy-dom fires selectionchange inside the editor's own update (browsers queue it), which
    // CodeMirror refuses; these tests move the focus, not the selection, so it is left out.
    const dispatch = document.dispatchEvent.bind(document);
    vi.spyOn(document, 'dispatchEvent').mockImplementation((event: Event) =>
      event.type === 'selectionchange' ? true : dispatch(event),
    );
    answer('get /rules/rule-set', () => ruleSetState([], { live: null }));
    answer('get /rules/signals', () => signals);
    answer('post /rules/validate', () => ({ valid: true, problems: [] }));
    const saves = answer('put /rules/rule-set/draft', (_args, body) => ({
      ...ruleSetState((body as RuleSetBody).rules, { live: null }),
      draft: { body, updatedAt: '2026-12-02T10:00:00.000Z', updatedBy: 'ada@example.com' },
    }));
    const { user } = renderPage(<RulesPage />, { path: '/rules', role: 'owner' });

    // The rules tabs come first, then the page's own controls.
    await tabTo(user, screen.getByRole('link', { name: 'Rules' }));
    await tabTo(user, await screen.findByRole('button', { name: 'Add your first rule' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await tabTo(user, within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.keyboard('Disposable');

    // The CodeMirror editor once its chunk is there: Tab enters it and Tab leaves it.
    await waitFor(() => expect(dialog.querySelector('.cm-content')).toBeTruthy());
    await user.tab();
    const editor = within(dialog).getByRole('textbox', { name: 'Condition (CEL)' });
    expect(focused()).toBe(editor);
    const view = EditorView.findFromDOM(editor);
    view?.dispatch({ changes: { from: 0, insert: 'email.disposable' } });
    await user.tab();
    expect(focused()).toBe(within(dialog).getByRole('combobox', { name: 'Effect' }));
    await user.tab();
    expect(focused()).toBe(within(dialog).getByRole('spinbutton', { name: 'Points' }));
    await user.keyboard('{Control>}a{/Control}25');
    await user.tab();
    expect(focused()).toBe(within(dialog).getByRole('checkbox', { name: 'Enabled' }));
    await user.tab();
    expect(focused()).toBe(
      within(dialog).getByRole('checkbox', {
        name: 'Open a case when this rule sends a report to review',
      }),
    );
    await user.keyboard(' ');
    await user.tab();
    expect(focused()).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(focused()).toBe(within(dialog).getByRole('button', { name: 'Apply' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The new rule's row: its checkbox toggles with Space; then Save draft with Enter.
    const enabled = await screen.findByRole('checkbox', { name: 'Enabled: Disposable' });
    await tabTo(user, enabled);
    await user.keyboard(' ');
    expect((enabled as HTMLInputElement).checked).toBe(false);
    await tabTo(user, screen.getByRole('button', { name: 'Edit Disposable' }));
    await tabTo(user, screen.getByRole('spinbutton', { name: 'Risky from' }));
    await tabTo(user, screen.getByRole('button', { name: 'Save draft' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(saves[0]?.body).toMatchObject({
      rules: [
        {
          name: 'Disposable',
          expression: 'email.disposable',
          effect: { kind: 'score', points: 25 },
          enabled: false,
          openCase: true,
        },
      ],
    });
  });
});
