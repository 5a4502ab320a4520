import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  errorText,
  listAuditLog,
  releaseCaseHold,
  setCaseHold,
  type AuditEntry,
} from '@pulse/api-client';
import { useCallback } from 'react';

export const HOLDS_LOAD_FAILURE = 'The legal holds could not be loaded';

/** A case under legal hold, as its newest `case.hold_set` audit entry tells it. */
export interface LegalHold {
  caseId: string;
  reason: string;
  placedAt: string;
  placedBy: string | null;
}

/** The audit entries read per action: the API's largest page. */
const PAGE = 100;

/**
 * The cases under hold now: a case whose newest hold entry is `case.hold_set` (not followed by a
 * `case.hold_released`), newest first. The API has no list of holds; the audit log records each
 * placing with its reason and each release (docs/api-contract.md "Personal data").
 */
export function currentHolds(placed: AuditEntry[], released: AuditEntry[]): LegalHold[] {
  const lastRelease = new Map<string, string>();
  for (const e of released)
    if (e.target && (lastRelease.get(e.target) ?? '') < e.createdAt)
      lastRelease.set(e.target, e.createdAt);
  const seen = new Set<string>();
  const holds: LegalHold[] = [];
  for (const e of [...placed].sort((a, b) => b.createdAt.localeCompare(a.createdAt))) {
    if (!e.target || seen.has(e.target)) continue;
    seen.add(e.target);
    if ((lastRelease.get(e.target) ?? '') >= e.createdAt) continue;
    const reason = (e.detail as { reason?: unknown }).reason;
    holds.push({
      caseId: e.target,
      reason: typeof reason === 'string' ? reason : '',
      placedAt: e.createdAt,
      placedBy: e.actorEmail ?? null,
    });
  }
  return holds;
}

export type HoldsState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; holds: LegalHold[] };

/**
 * The cases under hold now, from the audit log's newest placings and releases (`GET
 * /audit-log?action=…`, the API's largest page each): key `['privacy', 'holds']`.
 */
export function legalHoldsQuery() {
  return queryOptions({
    queryKey: ['privacy', 'holds'] as const,
    queryFn: async ({ signal }) => {
      const [placed, released] = await Promise.all([
        listAuditLog({ action: 'case.hold_set', limit: PAGE }, { signal }),
        listAuditLog({ action: 'case.hold_released', limit: PAGE }, { signal }),
      ]);
      return currentHolds(placed.items, released.items);
    },
  });
}

/** The cases under hold, and placing and releasing a hold (POST and DELETE /cases/{id}/hold). */
export function useLegalHolds() {
  const queryClient = useQueryClient();
  const query = useQuery(legalHoldsQuery());
  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: legalHoldsQuery().queryKey });
    void queryClient.invalidateQueries({ queryKey: ['audit-log'] });
  }, [queryClient]);
  const place = useCallback(
    async (caseId: string, reason: string) => {
      await setCaseHold(caseId, reason);
      refresh();
    },
    [refresh],
  );
  const release = useCallback(
    async (caseId: string) => {
      await releaseCaseHold(caseId);
      refresh();
    },
    [refresh],
  );
  const state: HoldsState = query.error
    ? { kind: 'error', message: errorText(query.error, HOLDS_LOAD_FAILURE) }
    : query.data === undefined
      ? { kind: 'loading' }
      : { kind: 'ready', holds: query.data };
  return { state, reload: () => void query.refetch(), place, release };
}
