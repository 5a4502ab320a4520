import type { RouteQueries } from '@pulse/remote-contracts';
import { billingQueries, paymentQueries } from '@pulse/api-client';
import { currentMonth } from '@pulse/ui';

/**
 * The queries the Billing route reads on its first paint (@pulse/remote-contracts `RouteQueries`):
 * the current month's billing (useBilling), the balance warnings and the payment history. The shell
 * prefetches them on intent and navigation; the page reads the same options.
 */
export const routeQueries = {
  '/billing': ({ clientId, now }) => [
    billingQueries.summary({ clientId, month: currentMonth(now) }),
    billingQueries.balanceWarnings(),
    paymentQueries.list(),
  ],
} satisfies RouteQueries;
