/**
 * The Dashboard's three reads as TanStack Query options (docs/adr/0040-one-data-layer.md): keys
 * `['dashboard', <operation>, <params>]`, so a change invalidates them all by `['dashboard']`.
 */
import { queryOptions } from '@tanstack/react-query';
import {
  getAccountSummary,
  getMonthlyBillingSummary,
  getVerificationCountsResponse,
} from '../endpoints/dashboard';
import type { Month } from '../types/common';

/**
 * Spec §7 `GET /verification/counts`: the whole body (`countDetails` and the chart's `daily`) of
 * `clientId` for `month` ('YYYY-MM') in the Test/Live view `mode`.
 */
export function verificationCountsQuery(params: {
  clientId: string;
  month: Month;
  mode: 'live' | 'test';
}) {
  return queryOptions({
    queryKey: ['dashboard', 'verification-counts', params] as const,
    queryFn: ({ signal }) => getVerificationCountsResponse(params, { signal }),
  });
}

/** Spec §7 `GET /dashboard/account-summary`: the services' balances of `clientId` (live only). */
export function accountSummaryQuery(params: { clientId: string }) {
  return queryOptions({
    queryKey: ['dashboard', 'account-summary', params] as const,
    queryFn: ({ signal }) => getAccountSummary(params, { signal }),
  });
}

/**
 * Spec §7 `GET /billing/monthly-summary`: the current and past months' cost of `clientId`; only
 * for a role that may read billing (@pulse/auth `mayReadBilling`), the API refuses the others.
 */
export function monthlyBillingSummaryQuery(params: { clientId: string }) {
  return queryOptions({
    queryKey: ['dashboard', 'monthly-billing-summary', params] as const,
    queryFn: ({ signal }) => getMonthlyBillingSummary(params, { signal }),
  });
}
