/**
 * Each rule's hits over the last 30 days: a backtest of the draft over that period, run only when
 * a version is live (the hits are counted against live traffic) and the member may backtest. A
 * team with more reports than one request decides gets a job (202), polled until it is done.
 */
import { useQuery } from '@tanstack/react-query';
import { last30Days } from '../../../lib/period';
import { runBacktest } from '@pulse/api-client';
import { useBacktestJob, type BacktestAnswer } from '../../../hooks/use-backtest-job';

/** Hits by rule id, or why there are none. */
export type RuleHits =
  | { state: 'no-live' | 'not-allowed' | 'loading' | 'failed' }
  | { state: 'ready'; byRule: ReadonlyMap<string, number> };

/** The hits of the draft's rules over the last 30 days. */
export function useRuleHits({
  hasLive,
  canEdit,
  draftAt,
}: {
  hasLive: boolean;
  canEdit: boolean;
  draftAt: string;
}): RuleHits {
  const enabled = hasLive && canEdit;
  const hits = useQuery({
    // The saved draft's time in the key: hits are counted again after each save.
    queryKey: ['rules', 'hits-30-days', draftAt] as const,
    queryFn: (): Promise<BacktestAnswer> => runBacktest({ ...last30Days(), mode: 'live' }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
  const queued = hits.data && 'backtest' in hits.data ? hits.data.backtest : null;
  const job = useBacktestJob(queued?.id ?? null);
  if (!hasLive) return { state: 'no-live' };
  if (!canEdit) return { state: 'not-allowed' };
  if (hits.isPending) return { state: 'loading' };
  if (hits.isError) return { state: 'failed' };
  const result = 'backtest' in hits.data ? job.data?.result : hits.data;
  if (result)
    return { state: 'ready', byRule: new Map(result.hits.map((h) => [h.ruleId, h.count])) };
  // A job that ended without a result (failed) counts nothing.
  if (job.isError || job.data?.status === 'failed' || job.data?.status === 'done') {
    return { state: 'failed' };
  }
  return { state: 'loading' };
}
