import { queryOptions } from '@tanstack/react-query';
import { getBalanceWarnings, getBilling } from '../endpoints/billing';
import type { GetBillingParams } from '../types/billing';

/** `GET /billing/balance-warnings`: its own function, so the deprecated name is the same query. */
function balanceWarnings() {
  return queryOptions({
    queryKey: ['billing', 'balance-warnings', {}] as const,
    queryFn: ({ signal }) => getBalanceWarnings({ signal }),
  });
}

/**
 * The billing queries: keys `['billing', <operation>, <params>]`, so a change to the
 * balance warnings or a payment invalidates them with `['billing']`.
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

  /** `GET /billing/balance-warnings` (getBalanceWarnings): every service's balance warning line. */
  balanceWarnings,

  /** @deprecated Use balanceWarnings (the same query); removed in the next major version. */
  usageAlerts: balanceWarnings,
};
