import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answer } from '@pulse/test-utils';
import { last30Days } from '../../../lib/period';
import type { RuleSetBody } from '@pulse/api-client';
import { backtest, disposableRule, ruleSetState, signals, torRule } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { RulesPage } from './rules-page';

// The CodeMirror editor has tests of its own (cel-editor.test.tsx); here a text box stands in.
vi.mock('../../../components/cel-editor/cel-editor', () => ({
  CelEditor: (props: { label: string; value: string; onChange: (v: string) => void }) => (
    <textarea
      aria-label={props.label}
      defaultValue={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    />
  ),
}));

const EDIT_REASON = 'Owners, admins and developers edit, try and backtest the rules.';
const render = (role: 'owner' | 'developer' | 'viewer' = 'developer') =>
  renderPage(<RulesPage />, { path: '/rules', role });

describe('Rules', () => {
  it('lists the draft’s rules with their effect, state and hits over the last 30 days', async () => {
    const trusted = {
      ...torRule,
      id: 'trusted-domain',
      name: 'Trusted domain',
      effect: { kind: 'score' as const, points: -10 },
    };
    answer('get /rules/rule-set', () => ruleSetState([disposableRule, torRule, trusted]));
    const hits = answer('post /rules/backtest', () => backtest);
    render();
    expect(await screen.findByText('Live: version 2')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Rules' });
    const row = within(table).getByText('Disposable e-mail').closest('tr') as HTMLElement;
    expect(within(row).getByText('Forces decline')).toBeTruthy();
    expect(await within(row).findByText('3')).toBeTruthy();
    expect(hits[0]?.body).toEqual({ ...last30Days(), mode: 'live' });
    expect(
      (screen.getByRole('checkbox', { name: 'Enabled: Tor exit node' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    expect(within(table).getByText('+40 points')).toBeTruthy();
    // The minus sign (U+2212), which screen readers say as "minus".
    expect(within(table).getByText('\u221210 points')).toBeTruthy();
  });

  it('counts the hits through a backtest job when the last 30 days are too many for one request', async () => {
    answer('get /rules/rule-set', () => ruleSetState());
    const id = '0f3c2a1e-5b6d-4c7e-8f90-123456789abc';
    const job = {
      id,
      status: 'queued',
      progress: { done: 0, total: 2_000_000 },
      createdAt: '2026-12-02T10:00:00.000Z',
      finishedAt: null,
      result: null,
      error: null,
    };
    answer(
      'post /rules/backtest',
      () =>
        new Response(JSON.stringify({ backtest: job }), {
          status: 202,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const reads = answer('get /rules/backtests/:id', () => ({
      backtest: { ...job, status: 'done', result: backtest },
    }));
    render();
    const table = await screen.findByRole('table', { name: 'Rules' });
    const row = within(table).getByText('Disposable e-mail').closest('tr') as HTMLElement;
    expect(within(row).getByText('Counting…')).toBeTruthy();
    expect(await within(row).findByText('3')).toBeTruthy();
    expect(reads[0]?.args.id).toBe(id);
  });

  it('explains rules to a new customer, with an example, and says no rule set is live', async () => {
    answer('get /rules/rule-set', () => ruleSetState([], { live: null }));
    render();
    expect(await screen.findByText('No rules yet')).toBeTruthy();
    expect(screen.getByText('email.disposable == true')).toBeTruthy();
    expect(screen.getByText('No live version')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add your first rule' })).toBeTruthy();
  });

  it('says there is no live rule set instead of hits before the first publication', async () => {
    answer('get /rules/rule-set', () => ruleSetState([disposableRule], { live: null }));
    render();
    expect(await screen.findByText('No live rule set yet')).toBeTruthy();
  });

  it('adds a rule in the editor and saves the draft', async () => {
    answer('get /rules/rule-set', () => ruleSetState([], { live: null }));
    answer('get /rules/signals', () => signals);
    const saves = answer('put /rules/rule-set/draft', (_args, body) => ({
      ...ruleSetState((body as RuleSetBody).rules, { live: null }),
      draft: { body, updatedAt: '2026-12-02T10:00:00.000Z', updatedBy: 'ada@example.com' },
    }));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add your first rule' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Give the rule a name.')).toBeTruthy();
    expect(within(dialog).getByText('Write the condition of the rule.')).toBeTruthy();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Name' }),
      'Decline disposable e-mails',
    );
    await user.type(
      await within(dialog).findByRole('textbox', { name: 'Condition (CEL)' }),
      'email.disposable',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Effect' }), 'force');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Outcome' }), 'decline');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(saves[0]?.body).toEqual({
      rules: [
        {
          id: 'decline-disposable-e-mails',
          name: 'Decline disposable e-mails',
          expression: 'email.disposable',
          effect: { kind: 'force', outcome: 'decline' },
          enabled: true,
        },
      ],
      thresholds: { suspicious: 30, risky: 60, declined: 90 },
    });
    expect(await screen.findByText('All changes saved')).toBeTruthy();
  });

  it('lets a rule open a case on review, but not a rule that forces decline', async () => {
    answer('get /rules/rule-set', () => ruleSetState());
    answer('get /rules/signals', () => signals);
    answer('post /rules/backtest', () => backtest);
    const saves = answer('put /rules/rule-set/draft', (_args, body) => ({
      ...ruleSetState((body as RuleSetBody).rules),
      draft: { body, updatedAt: '2026-12-02T10:00:00.000Z', updatedBy: 'ada@example.com' },
    }));
    const { user } = render();
    const CASE = 'Open a case when this rule sends a report to review';
    await user.click(await screen.findByRole('button', { name: 'Edit Disposable e-mail' }));
    let dialog = await screen.findByRole('dialog');
    const refused = within(dialog).getByRole('checkbox', { name: CASE });
    expect(refused.hasAttribute('disabled')).toBe(true);
    expect(
      within(dialog).getByText('A rule that forces decline never sends a report to review.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit Tor exit node' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByText(CASE));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const table = screen.getByRole('table', { name: 'Rules' });
    const row = within(table).getByText('Tor exit node').closest('tr') as HTMLElement;
    expect(within(row).getByText('Opens a case')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    const sent = (saves[0]?.body as RuleSetBody).rules;
    expect(sent.find((rule) => rule.id === 'tor-exit')?.openCase).toBe(true);
  });

  it('shows a refused expression’s problem at its line and column under the rule', async () => {
    answer('get /rules/rule-set', () => ruleSetState([disposableRule]));
    answer('post /rules/backtest', () => backtest);
    answer('put /rules/rule-set/draft', () =>
      Promise.reject({
        status: 400,
        body: {
          error: "Rule 1 (disposable-email), line 1, column 7: undefined field 'disposabel'",
          code: 'RULE_INVALID',
          problems: [
            {
              ruleIndex: 0,
              ruleId: 'disposable-email',
              line: 1,
              column: 7,
              message: "undefined field 'disposabel'",
            },
          ],
        },
      }),
    );
    const { user } = render('owner');
    await user.click(await screen.findByRole('checkbox', { name: 'Enabled: Disposable e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        "Rule 1 (disposable-email), line 1, column 7: undefined field 'disposabel'",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Line 1, column 7: undefined field 'disposabel'")).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('refuses thresholds out of order before sending them', async () => {
    answer('get /rules/rule-set', () => ruleSetState([], { live: null }));
    const { user } = render();
    const risky = await screen.findByRole('spinbutton', { name: 'Risky from' });
    await user.clear(risky);
    await user.type(risky, '20');
    expect(screen.getByText('Thresholds go up: Suspicious ≤ Risky ≤ Declined.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save draft' }).hasAttribute('disabled')).toBe(true);
  });

  it('deletes a rule after a confirmation', async () => {
    answer('get /rules/rule-set', () => ruleSetState());
    answer('post /rules/backtest', () => backtest);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Delete Tor exit node' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByText('Tor exit node')).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('lets a viewer read the rules without editing them, and runs no backtest for them', async () => {
    answer('get /rules/rule-set', () => ruleSetState());
    render('viewer');
    expect(await screen.findByText('Disposable e-mail')).toBeTruthy();
    expect(screen.getAllByText('Not shown to your role')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Edit|Delete|Add a rule|Save draft/ })).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: 'Enabled: Disposable e-mail' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(screen.getByText(EDIT_REASON)).toBeTruthy();
  });
});
