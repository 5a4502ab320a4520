import { useEffect, useMemo, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountSummaryQuery,
  monthlyBillingSummaryQuery,
  verificationCountsQuery,
} from '@pulse/api-client';
import { useViewMode } from '@pulse/auth';
import { useNotify } from '@pulse/ui';
import type { MonthKey } from '@pulse/ui';
import type { DashboardData } from '../api/types';
import {
  normalizeAccountSummary,
  normalizeBillingSummary,
  normalizeCounts,
} from '../utils/normalize';
import { ZERO_COUNTS } from '../utils/outcomes';

/** Toast of spec §8 "Dashboard load failure". */
export const DASHBOARD_LOAD_FAILURE = 'Something went wrong';

/** The emptied state (spec §4: a rejected load clears the three items). */
export const EMPTY_DASHBOARD: DashboardData = {
  countDetails: { ...ZERO_COUNTS },
  daily: [],
  services: [],
  billingSummary: { current: null, historical: [] },
};

export interface DashboardState {
  data: DashboardData;
  isLoading: boolean;
}

/**
 * Spec §4 "Dashboard load": the counts of `clientId` for `month` (in the Test/Live view), the
 * account summary and the monthly billing summary, asked in parallel and normalized (counts
 * default to 0, lists to []). A change of month reloads all three. Any failure empties the three
 * items and toasts "Something went wrong", as the spec's single load does.
 * @param billing whether the member may read billing (@pulse/auth `mayReadBilling`); without it
 *   the billing summary is not asked for (the API would refuse it) and is null
 */
export function useDashboard(
  clientId: string | undefined,
  month: MonthKey,
  billing = true,
): DashboardState {
  const notify = useNotify();
  const queryClient = useQueryClient();
  // The outcome tiles and chart follow the Test/Live switch.
  const [mode] = useViewMode();
  const id = clientId ?? '';
  const counts = useQuery({
    ...verificationCountsQuery({ clientId: id, month, mode }),
    enabled: Boolean(clientId),
  });
  const account = useQuery({
    ...accountSummaryQuery({ clientId: id }),
    enabled: Boolean(clientId),
  });
  const billingQuery = monthlyBillingSummaryQuery({ clientId: id });
  const summary = useQuery({ ...billingQuery, enabled: Boolean(clientId) && billing });

  // A new month reloads the summaries too (spec §4: every change reloads the three items).
  const shownMonth = useRef(month);
  useEffect(() => {
    if (shownMonth.current === month || !clientId) return;
    shownMonth.current = month;
    void queryClient.refetchQueries({ queryKey: accountSummaryQuery({ clientId }).queryKey });
    if (billing) void queryClient.refetchQueries({ queryKey: billingQuery.queryKey });
  }, [month, clientId, billing, queryClient, billingQuery.queryKey]);

  const failedAt = Math.max(counts.errorUpdatedAt, account.errorUpdatedAt, summary.errorUpdatedAt);
  const failed = counts.isError || account.isError || summary.isError;
  const fetching = counts.isFetching || account.isFetching || summary.isFetching;
  useEffect(() => {
    // Once per failed load: a failure kept from an earlier visit toasts only if its retry fails.
    if (failed && !fetching) notify.error(DASHBOARD_LOAD_FAILURE);
  }, [failed, fetching, failedAt, notify]);

  const isLoading = counts.isLoading || account.isLoading || summary.isLoading;
  const data = useMemo<DashboardData>(() => {
    if (failed || !clientId || counts.data === undefined || account.data === undefined)
      return EMPTY_DASHBOARD;
    return {
      ...normalizeCounts(counts.data),
      services: normalizeAccountSummary(account.data),
      billingSummary:
        billing && summary.data !== undefined ? normalizeBillingSummary(summary.data) : null,
    };
  }, [failed, clientId, counts.data, account.data, summary.data, billing]);
  return { data, isLoading };
}
