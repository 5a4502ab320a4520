/**
 * Each rule's hits over the last 30 days: a backtest of the draft over that period, run only when
 * a version is live (the hits are counted against live traffic) and the member may backtest.
 */
import { useQuery } from '@tanstack/react-query';
import { last30Days } from '../../../lib/period';
import { runBacktest } from '@pulse/api-client';

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
    queryFn: () => runBacktest({ ...last30Days(), mode: 'live' }),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
  if (!hasLive) return { state: 'no-live' };
  if (!canEdit) return { state: 'not-allowed' };
  if (hits.isPending) return { state: 'loading' };
  if (hits.isError) return { state: 'failed' };
  return { state: 'ready', byRule: new Map(hits.data.hits.map((hit) => [hit.ruleId, hit.count])) };
}
