/**
 * A backtest on the job queue (the Backtest page's large periods, the Rules page's hits), polled (`GET /rules/backtests/{id}`, getRuleBacktest) every
 * BACKTEST_POLL_MS while it is queued or running, and no more once it is done or failed.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getRuleBacktest,
  ruleQueries,
  type BacktestJob,
  type BacktestResult,
} from '@pulse/api-client';

/** Milliseconds between two reads of a running backtest. */
export const BACKTEST_POLL_MS = 1000;

/** Whether a job has ended (its result or its error is final). */
export const isFinished = (job: BacktestJob): boolean =>
  job.status === 'done' || job.status === 'failed';

/** The query of one backtest job, under the rules' key so a publish's invalidation reaches it. */
export const backtestJobQuery = (id: string) =>
  queryOptions({
    queryKey: [...ruleQueries.all(), 'backtests', id] as const,
    queryFn: async ({ signal }) => (await getRuleBacktest(id, { signal })).backtest,
    refetchInterval: (query) => {
      const job = query.state.data;
      return job && isFinished(job) ? false : BACKTEST_POLL_MS;
    },
  });

/** The answer of `POST /rules/backtest`: the result (200), or the job it runs as (202). */
export type BacktestAnswer = BacktestResult | { backtest: BacktestJob };

/** The job `id` (nothing while `id` is null), polled until it ends. */
export function useBacktestJob(id: string | null) {
  return useQuery({ ...backtestJobQuery(id ?? ''), enabled: id !== null });
}
