import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answer } from '@pulse/test-utils';
import type { BacktestJob } from '@pulse/api-client';
import { last30Days } from '../../../lib/period';
import { backtest } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { BACKTEST_POLL_MS } from '../../../hooks/use-backtest-job';
import { BacktestPage } from './backtest-page';

const ID = '0f3c2a1e-5b6d-4c7e-8f90-123456789abc';

/** The job at a stage: queued, running with `done` of 1,000 reports, done or failed. */
const job = (changes: Partial<BacktestJob>): BacktestJob => ({
  id: ID,
  status: 'running',
  progress: { done: 0, total: 1000 },
  createdAt: '2026-12-02T10:00:00.000Z',
  finishedAt: null,
  result: null,
  error: null,
  ...changes,
});

/** A 202 answer with `body`. */
const accepted = (body: unknown) =>
  new Response(JSON.stringify(body), {
    status: 202,
    headers: { 'content-type': 'application/json' },
  });

/** Waits for some polls to pass. */
const polls = (n: number) => new Promise((resolve) => setTimeout(resolve, n * BACKTEST_POLL_MS));

const POLL_WAIT = { timeout: 4 * BACKTEST_POLL_MS };

describe('Backtest on the job queue', () => {
  it('shows the progress of a large backtest, polling until it is done, then the results', async () => {
    const runs = answer('post /rules/backtest', () =>
      accepted({ backtest: job({ status: 'queued' }) }),
    );
    // Each read moves the job on: running at 25 %, at 60 %, then done with the result.
    const stages = [
      job({ progress: { done: 250, total: 1000 } }),
      job({ progress: { done: 600, total: 1000 } }),
      job({ status: 'done', progress: { done: 1000, total: 1000 }, result: backtest }),
    ];
    const reads = answer('get /rules/backtests/:id', () => ({
      backtest: stages[Math.min(reads.length - 1, stages.length - 1)],
    }));
    const { user } = renderPage(<BacktestPage />, { path: '/rules/backtest', role: 'developer' });
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(runs[0]?.body).toEqual({ ...last30Days(), mode: 'live' });

    const bar = await screen.findByRole('progressbar', { name: 'Backtest progress' });
    expect(await screen.findByText('250 of 1,000 reports decided.', {}, POLL_WAIT)).toBeTruthy();
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    await screen.findByText('600 of 1,000 reports decided.', {}, POLL_WAIT);
    expect(
      screen.getByRole('progressbar', { name: 'Backtest progress' }).getAttribute('aria-valuenow'),
    ).toBe('60');

    const counts = await screen.findByRole('table', { name: 'Outcome counts' }, POLL_WAIT);
    expect(within(counts).getByText('Declined').closest('tr')?.textContent).toBe('Declined47');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(reads.every((call) => call.args.id === ID)).toBe(true);
    // Done: no more reads.
    const seen = reads.length;
    await polls(2);
    expect(reads).toHaveLength(seen);
  });

  it('shows why a backtest failed, and Retry runs it again', async () => {
    let attempt = 0;
    const runs = answer('post /rules/backtest', () => {
      attempt += 1;
      return attempt === 1 ? accepted({ backtest: job({ status: 'queued' }) }) : backtest;
    });
    answer('get /rules/backtests/:id', () => ({
      backtest: job({
        status: 'failed',
        finishedAt: '2026-12-02T10:01:00.000Z',
        error: 'The backtest stopped: the database did not answer.',
      }),
    }));
    const { user } = renderPage(<BacktestPage />, { path: '/rules/backtest', role: 'owner' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'test');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(
      await screen.findByText('The backtest stopped: the database did not answer.', {}, POLL_WAIT),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Outcome counts' })).toBeTruthy();
    expect(runs.map((call) => call.body)).toEqual([
      { ...last30Days(), mode: 'test' },
      { ...last30Days(), mode: 'test' },
    ]);
    expect(screen.queryByText('The backtest stopped: the database did not answer.')).toBeNull();
  });
});
