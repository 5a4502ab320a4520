import { mayReadBilling, type MemberRole } from '@pulse/auth';
import type { CallOptions } from './client';
import {
  getAccountSummary,
  getMonthlyBillingSummary,
  getVerificationCountsResponse,
} from './endpoints/dashboard';
import { getBilling, getUsageAlerts } from './endpoints/billing';
import { listPayments } from './endpoints/payments';
import { listReports } from './endpoints/reports';

/** What a landing route's calls depend on besides the path: whose data, in which view mode, when. */
export interface RouteDataContext {
  /** The signed-in client (the session's clientId). */
  clientId: string;
  /** The session's Test/Live view mode (@pulse/auth's useViewMode). */
  mode: 'live' | 'test';
  /** The member's role: billing is read by the roles that may (`mayReadBilling`) only. */
  role?: MemberRole;
  /** Today, whose month the Dashboard and Billing open on; default now. */
  now?: Date;
}

/** 'YYYY-MM' of `date` in local time, as @pulse/ui's currentMonth gives the pages. */
export function monthOf(date: Date): string {
  return `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** The reports list's first page size (the reports remote's DEFAULT_PAGE_SIZE). */
export const REPORTS_FIRST_PAGE_SIZE = 20;

/**
 * The GET calls each landing route's first paint makes, made exactly as its remote page makes them
 * (same function, same arguments), so the page's own calls join these in the request cache
 * (request-cache.ts). The shell starts them when the navigation starts; the remotes' tests check
 * their pages ask nothing more on a first paint after them. A route not listed here loads as before.
 */
export const ROUTE_DATA: Readonly<
  Record<string, (context: RouteDataContext, options: CallOptions) => Promise<unknown>[]>
> = {
  // apps/account: useDashboard → loadDashboard for the current month.
  '/dashboard': ({ clientId, mode, role, now = new Date() }, options) => [
    getVerificationCountsResponse({ clientId, month: monthOf(now), mode }, options),
    getAccountSummary({ clientId }, options),
    ...(mayReadBilling(role) ? [getMonthlyBillingSummary({ clientId }, options)] : []),
  ],
  // apps/reports: useReportsPage for a plain /reports (no filter, first page).
  '/reports': ({ mode }, options) => [
    listReports({ limit: REPORTS_FIRST_PAGE_SIZE, mode }, options),
  ],
  // apps/billing: useBilling for the current month, the usage alerts and the payment history.
  '/billing': ({ clientId, now = new Date() }, options) => [
    getBilling({ clientId, month: monthOf(now) }, options),
    getUsageAlerts(options),
    listPayments(options),
  ],
};

/**
 * Starts the first-paint calls of the route at `pathname` (a trailing slash ignored), if it has
 * any; their errors are left to the page, which makes the same calls and reports them as before.
 * @returns whether the route has calls declared
 */
export function prefetchRouteData(pathname: string, context: RouteDataContext): boolean {
  const load = ROUTE_DATA[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];
  if (!load || !context.clientId) return false;
  for (const call of load(context, { prefetch: true })) call.catch(() => undefined);
  return true;
}
