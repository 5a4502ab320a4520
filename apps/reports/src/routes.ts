import type { RemoteRoutesOf } from '@pulse/remote-contracts';

/**
 * Where the shell shows the report pages, with their header titles (spec §2; @pulse/remote-contracts
 * `RemoteRoutes`, docs/delivery.md "Routes"). Every role opens them. Data only: the shell loads this
 * module after sign-in to route. Their sidebar entry is the shell's (spec §2).
 */
export const remoteRoutes = {
  routes: [
    { path: 'reports', page: 'ReportsPage', title: 'Reports' },
    { path: 'reports/:id', page: 'ReportDetailPage', title: 'Reports' },
  ],
} as const satisfies RemoteRoutesOf<'reports'>;
