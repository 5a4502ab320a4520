import type { RemoteRoutes } from '@pulse/remote-contracts';
import { PAGE_ROLES } from '../../lib/page-roles';

/**
 * The routes of the four first remotes as the shell's own table held them until they declared
 * their own (spec §2 titles, PAGE_ROLES). The shell uses one when a remote's `./routes` cannot be
 * had: a release built before it (its build manifest lists no `./routes`), so the previous release
 * of each keeps working in this shell (docs/delivery.md, "Compatibility rule" and "Routes"), or a
 * remote down or refused now, so its pages still show their own panel with Retry. Frozen: a remote
 * changes its routes in its own `./routes`. Delete this once no live release of them lacks the
 * module.
 */
export const OLDER_RELEASE_ROUTES: Readonly<Record<string, RemoteRoutes>> = {
  account: {
    routes: [
      { path: 'dashboard', page: 'DashboardPage', title: 'Dashboard' },
      { path: 'data-sources', page: 'DataSourcesPage', title: 'Data sources' },
      {
        path: 'license-key',
        page: 'LicenseKeyPage',
        title: 'License Key',
        roles: PAGE_ROLES.licenseKey,
      },
      {
        path: 'developers/*',
        page: 'DevelopersPage',
        title: 'Developers',
        roles: PAGE_ROLES.developers,
      },
      { path: 'settings/*', page: 'SettingsPage', title: 'Settings' },
    ],
  },
  reports: {
    routes: [
      { path: 'reports', page: 'ReportsPage', title: 'Reports' },
      { path: 'reports/:id', page: 'ReportDetailPage', title: 'Reports' },
    ],
  },
  demo: {
    routes: [{ path: 'demo/*', page: 'DemoPage', title: 'Services Demo', roles: PAGE_ROLES.demo }],
  },
  billing: {
    routes: [
      { path: 'billing', page: 'BillingPage', title: 'Billing', roles: PAGE_ROLES.billing },
      { path: 'payment-success', page: 'PaymentSuccessPage', title: 'Billing', layout: 'none' },
      { path: 'payment-cancel', page: 'PaymentCancelPage', title: 'Billing', layout: 'none' },
    ],
  },
};
