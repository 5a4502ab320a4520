import type { RemoteRoutesOf } from '@pulse/remote-contracts';

/** Who may open the developer pages (docs/api-contract.md "Roles"; the API enforces the same). */
const DEVELOPERS = ['owner', 'admin', 'developer'] as const;

/**
 * Where the shell shows the account pages, with their header titles (spec §2) and the roles that
 * may open them (@pulse/remote-contracts `RemoteRoutes`, docs/delivery.md "Routes"). Data only: the
 * shell loads this module after sign-in to route. Their sidebar entries are the shell's (spec §2).
 */
export const remoteRoutes = {
  routes: [
    { path: 'dashboard', page: 'DashboardPage', title: 'Dashboard' },
    { path: 'data-sources', page: 'DataSourcesPage', title: 'Data sources' },
    { path: 'license-key', page: 'LicenseKeyPage', title: 'License Key', roles: DEVELOPERS },
    { path: 'developers/*', page: 'DevelopersPage', title: 'Developers', roles: DEVELOPERS },
    { path: 'settings/*', page: 'SettingsPage', title: 'Settings' },
  ],
} as const satisfies RemoteRoutesOf<'account'>;
