/**
 * The queries each account route's first paint needs, for the shell to start when the navigation
 * starts (docs/adr/0040-one-data-layer.md): the page's own `useQuery` then finds them in the
 * query client instead of asking the API again. Keyed by the shell's route paths (spec §2).
 */
import type { RouteQueries } from '@pulse/remote-contracts';
import { currentMonth } from '@pulse/ui';
import {
  accountSummaryQuery,
  apiKeysQuery,
  dataSourcesQuery,
  monthlyBillingSummaryQuery,
  verificationCountsQuery,
  webhookEndpointsQuery,
} from '@pulse/api-client';
import { mayReadBilling } from '@pulse/auth';
import { firstRequestLogPageQuery } from '../features/request-log';

/** The account remote's routes and the queries their first paint makes. */
export const routeQueries: RouteQueries = {
  // useDashboard for the current month; the billing summary only for a role that may read it.
  '/dashboard': ({ clientId, mode, role, now }) => [
    verificationCountsQuery({ clientId, month: currentMonth(now), mode }),
    accountSummaryQuery({ clientId }),
    ...(mayReadBilling(role) ? [monthlyBillingSummaryQuery({ clientId })] : []),
  ],
  // useDataSources.
  '/data-sources': () => [dataSourcesQuery()],
  // The open Developers tab; /developers itself opens API keys, the first tab of every role that
  // sees the area (app/developers/developers-tabs.tsx).
  '/developers/*': ({ params, search, mode }) => {
    const tab = params['*']?.split('/')[0] || 'keys';
    if (tab === 'keys') return [apiKeysQuery()];
    if (tab === 'requests') return [firstRequestLogPageQuery(search, mode)];
    if (tab === 'webhooks') return [webhookEndpointsQuery()];
    return [];
  },
};
