import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answer } from '@pulse/test-utils';
import { last30Days } from '../../../lib/period';
import { backtest } from '../../../test/fixtures';
import { tabTo } from '../../../test/keyboard';
import { renderPage } from '../../../test/render';
import { BacktestPage } from './backtest-page';

const render = (role: 'owner' | 'admin' | 'viewer' = 'admin') =>
  renderPage(<BacktestPage />, { path: '/rules/backtest', role });

describe('Backtest', () => {
  it('is run and read with the keyboard only: the period, the mode, Run, the changed reports', async () => {
    const calls = answer('post /rules/backtest', () => backtest);
    const { user } = render();
    await tabTo(user, screen.getByRole('textbox', { name: 'From' }));
    await tabTo(user, screen.getByRole('textbox', { name: 'To' }));
    await tabTo(user, screen.getByRole('combobox', { name: 'Mode' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Run' }));
    await user.keyboard('{Enter}');
    await tabTo(user, await screen.findByRole('link', { name: 'rpt_abc123' }));
    expect(calls).toHaveLength(1);
  });

  it('runs the draft over the last 30 days and shows the counts, changes, sample and hits', async () => {
    const calls = answer('post /rules/backtest', () => backtest);
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(
      await screen.findByText('120 reports checked · 3 decisions change · 42 ms'),
    ).toBeTruthy();
    expect(calls[0]?.body).toEqual({ ...last30Days(), mode: 'live' });
    const counts = screen.getByRole('table', { name: 'Outcome counts' });
    const declined = within(counts).getByText('Declined').closest('tr');
    expect(declined?.textContent).toBe('Declined47');
    const link = screen.getByRole('link', { name: 'rpt_abc123' });
    expect(link.getAttribute('href')).toBe('/reports/rpt_abc123');
    const hits = screen.getByRole('table', { name: 'Hits per rule' });
    expect(within(hits).getByText('Disposable e-mail').closest('tr')?.textContent).toBe(
      'Disposable e-mail3',
    );
  });

  it('runs in test mode when chosen, and shows the API’s message when it fails', async () => {
    const calls = answer('post /rules/backtest', () =>
      Promise.reject({ status: 400, body: { error: 'The period is longer than 366 days.' } }),
    );
    const { user } = render('owner');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'test');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('The period is longer than 366 days.')).toBeTruthy();
    expect((calls[0]?.body as { mode: string }).mode).toBe('test');
  });

  it('tells a viewer who may run a backtest', () => {
    render('viewer');
    expect(screen.queryByRole('button', { name: 'Run' })).toBeNull();
    expect(
      screen.getByText('Owners, admins and developers edit, try and backtest the rules.'),
    ).toBeTruthy();
  });
});
