import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answer } from '@pulse/test-utils';
import { ruleSetState, versions } from '../../../test/fixtures';
import { tabTo } from '../../../test/keyboard';
import { renderPage } from '../../../test/render';
import { RuleHistoryPage } from './history-page';

const render = (role: 'owner' | 'admin' | 'developer' | 'analyst' = 'owner') => {
  answer('get /rules/rule-set', () => ruleSetState());
  answer('get /cases/settings', () => ({ fourEyes: false }));
  return renderPage(<RuleHistoryPage />, { path: '/rules/history', role });
};

const PUBLISH_REASON = 'Owners and admins publish and roll back rule sets.';

describe('Publish and history', () => {
  it('lists the versions newest first with their author, mode, note and diff', async () => {
    answer('get /rules/rule-set/versions', () => versions);
    render();
    const newest = (await screen.findByText('Version 2')).closest('li');
    const first = screen.getByText('Version 1').closest('li');
    expect(newest?.textContent).toContain('Live now');
    expect(newest?.textContent).toContain('By ada@example.com on');
    expect(newest?.textContent).toContain('· Tor scores');
    expect(within(newest as HTMLElement).getByText('Rules added')).toBeTruthy();
    expect(within(newest as HTMLElement).getByText('Disposable e-mail (expression)')).toBeTruthy();
    // The expression's word diff: the added words are marked as an insertion.
    expect(newest?.querySelector('ins')?.textContent).toContain('email.domainAgeDays');
    expect(within(newest as HTMLElement).getByText('Risky: 60 → 50')).toBeTruthy();
    expect(first?.textContent).toContain('Version 1');
  });

  it('publishes the draft in test mode with a note', async () => {
    answer('get /rules/rule-set/versions', () => versions);
    const calls = answer('post /rules/rule-set/publish', () => ({
      version: 3,
      mode: 'test',
      createdAt: '2026-12-02T09:00:00.000Z',
      createdBy: 'ada@example.com',
      note: 'Try Tor',
    }));
    const { user } = render('admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'test');
    expect(
      screen.getByText('Only your test keys use this version; live decisions stay as they are.'),
    ).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Try Tor');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 3 is live in test mode.')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ mode: 'test', note: 'Try Tor' });
  });

  it('rolls back to an older version after a confirmation', async () => {
    answer('get /rules/rule-set/versions', () => versions);
    const calls = answer('post /rules/rule-set/rollback', () => ({
      version: 3,
      mode: 'live',
      createdAt: '2026-12-02T09:00:00.000Z',
      createdBy: 'ada@example.com',
      note: null,
    }));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Roll back to version 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Roll back to version 1?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText('Version 1 is live again as version 3.')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ version: 1 });
  });

  it('publishes and rolls back with the keyboard only', async () => {
    answer('get /rules/rule-set/versions', () => versions);
    const published = answer('post /rules/rule-set/publish', () => ({
      version: 3,
      mode: 'live',
      createdAt: '2026-12-02T09:00:00.000Z',
      createdBy: 'ada@example.com',
      note: null,
    }));
    const rollbacks = answer('post /rules/rule-set/rollback', () => ({
      version: 4,
      mode: 'live',
      createdAt: '2026-12-02T09:00:00.000Z',
      createdBy: 'ada@example.com',
      note: null,
    }));
    const { user } = render();
    await tabTo(user, screen.getByRole('combobox', { name: 'Mode' }));
    await tabTo(user, screen.getByRole('textbox', { name: 'Note (optional)' }));
    await user.keyboard('Tor');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Publish' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Version 3 is live.')).toBeTruthy();
    expect(published[0]?.body).toEqual({ mode: 'live', note: 'Tor' });

    await tabTo(user, await screen.findByRole('button', { name: 'Roll back to version 1' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await tabTo(user, within(dialog).getByRole('button', { name: 'Roll back' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Version 1 is live again as version 4.')).toBeTruthy();
    expect(rollbacks[0]?.body).toEqual({ version: 1 });
  });

  it('shows the API’s message when publishing is refused', async () => {
    answer('get /rules/rule-set/versions', () => ({ versions: [] }));
    answer('post /rules/rule-set/publish', () =>
      Promise.reject({
        status: 409,
        body: { error: 'Another publish took version 3.', code: 'CONFLICT' },
      }),
    );
    const { user } = render();
    expect(
      await screen.findByText('No version published yet. Publish the draft to make it the first.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Another publish took version 3.')).toBeTruthy();
  });

  it.each(['developer', 'analyst'] as const)(
    'lets a %s read the history but not publish or roll back',
    async (role) => {
      answer('get /rules/rule-set/versions', () => versions);
      render(role);
      const rollback = await screen.findByRole('button', { name: 'Roll back to version 1' });
      expect(rollback.hasAttribute('disabled')).toBe(true);
      expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
      expect(screen.getAllByText(PUBLISH_REASON)).toHaveLength(2);
    },
  );
});
