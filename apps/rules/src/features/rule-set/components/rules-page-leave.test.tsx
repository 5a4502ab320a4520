import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answer } from '@pulse/test-utils';
import type { RuleSetBody } from '@pulse/api-client';
import { backtest, ruleSetState } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { RulesPage } from './rules-page';

// The page preloads the CodeMirror editor; these tests never open it.
vi.mock('../../../components/cel-editor/cel-editor', () => ({ CelEditor: () => null }));

/** Fires the event a browser fires before it unloads the page. @returns whether a handler held it */
function tryToUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The Rules page of an owner, with one change made to the draft (a rule turned off). */
async function renderWithChange() {
  answer('get /rules/rule-set', () => ruleSetState());
  answer('post /rules/backtest', () => backtest);
  const rendered = renderPage(<RulesPage />, { path: '/rules', role: 'owner' });
  await rendered.user.click(
    await screen.findByRole('checkbox', { name: 'Enabled: Disposable e-mail' }),
  );
  expect(screen.getByText('Unsaved changes')).toBeTruthy();
  return rendered;
}

describe('Rules: unsaved changes', () => {
  it('asks before a rules tab leaves unsaved changes; Stay keeps them, Leave goes', async () => {
    const { user, router } = await renderWithChange();
    await user.click(screen.getByRole('link', { name: 'Signals' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Leave without saving?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/rules');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Backtest' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    expect(router.state.location.pathname).toBe('/rules/backtest');
    expect(await screen.findByText('at-other-route')).toBeTruthy();
  });

  it('has the browser confirm a reload or close while changes are unsaved, not after Save draft', async () => {
    answer('put /rules/rule-set/draft', (_args, body) => ({
      ...ruleSetState((body as RuleSetBody).rules),
      draft: { body, updatedAt: '2026-12-02T10:00:00.000Z', updatedBy: 'ada@example.com' },
    }));
    const { user } = await renderWithChange();
    await waitFor(() => expect(tryToUnload()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(tryToUnload()).toBe(false);
  });

  it('leaves at once without changes', async () => {
    answer('get /rules/rule-set', () => ruleSetState());
    answer('post /rules/backtest', () => backtest);
    const { user, router } = renderPage(<RulesPage />, { path: '/rules', role: 'owner' });
    await screen.findByText('All changes saved');
    expect(tryToUnload()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Try on a report' }));
    expect(router.state.location.pathname).toBe('/rules/try');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
