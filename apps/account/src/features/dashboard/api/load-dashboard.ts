import {
  getAccountSummary,
  getMonthlyBillingSummary,
  getVerificationCountsResponse,
} from '@pulse/api-client';
import type { MonthKey } from '@pulse/ui';
import {
  normalizeAccountSummary,
  normalizeBillingSummary,
  normalizeCounts,
} from '../utils/normalize';
import type { DashboardData } from './types';

export interface DashboardQuery {
  clientId: string;
  /** 'YYYY-MM' */
  month: MonthKey;
  /** The session's Test/Live view mode: the outcome counts follow it; balances and cost are live. */
  mode?: 'live' | 'test';
  /**
   * Whether the member may read billing (@pulse/auth `mayReadBilling`); default true. Without it
   * the billing summary is not asked for (the API would refuse it) and comes back null.
   */
  billing?: boolean;
}

/**
 * Spec §4 "Dashboard load" / §7 notes: counts (by clientId and month), account summary and billing
 * summary (by clientId; only for a role that may read billing) requested in parallel, then
 * normalized (counts default to 0, lists to []).
 * Any failure rejects the whole load, as the spec's single load does; `signal` cancels all three.
 */
export async function loadDashboard(
  { clientId, month, mode = 'live', billing = true }: DashboardQuery,
  signal?: AbortSignal,
): Promise<DashboardData> {
  const options = { signal };
  const [counts, account, billingSummary] = await Promise.all([
    // The whole counts body: `daily` (the chart) is not part of what getVerificationCounts returns.
    getVerificationCountsResponse({ clientId, month, mode }, options),
    getAccountSummary({ clientId }, options),
    billing ? getMonthlyBillingSummary({ clientId }, options) : Promise.resolve(null),
  ]);
  return {
    ...normalizeCounts(counts),
    services: normalizeAccountSummary(account),
    billingSummary: billingSummary === null ? null : normalizeBillingSummary(billingSummary),
  };
}
