import { queryOptions } from '@tanstack/react-query';
import { getBilling, getUsageAlerts } from '../endpoints/billing';
import type { GetBillingParams } from '../types/billing';

/**
 * The billing queries: keys `['billing', <operation>, <params>]`, so a change to the
 * usage alerts or a payment invalidates them with `['billing']`.
 */
export const billingQueries = {
  /** Everything of the billing resource: the key a mutation invalidates. */
  all: () => ['billing'] as const,

  /** `GET /billing` (getBilling): one client's usage and cost of one month (`YYYY-MM`). */
  summary: (params: GetBillingParams) =>
    queryOptions({
      queryKey: ['billing', 'summary', params] as const,
      queryFn: ({ signal }) => getBilling(params, { signal }),
    }),

  /** `GET /billing/alerts` (getUsageAlerts): every service's usage alert line. */
  usageAlerts: () =>
    queryOptions({
      queryKey: ['billing', 'usage-alerts', {}] as const,
      queryFn: ({ signal }) => getUsageAlerts({ signal }),
    }),
};
