import type { Implements, RoutedRemoteExposes } from '@pulse/remote-contracts';
import type { DevelopersPage } from './app/developers/developers-page';
import type { SettingsPage } from './app/settings/settings-page';
import type { DashboardPage } from './features/dashboard/components/dashboard-page';
import type { DataSourcesPage } from './features/data-sources/components/data-sources-page';
import type { LicenseKeyPage } from './features/license-key/components/license-key-page';

/**
 * What the account remote exposes to the shell, held to @pulse/remote-contracts: a missing, extra
 * or re-typed page fails this file's type check, and exposes.test.ts checks each file's export.
 * `./routes` declares where the shell shows these pages (src/app/routes.ts).
 */
export const exposes = {
  './DashboardPage': './src/features/dashboard/components/dashboard-page.tsx',
  './LicenseKeyPage': './src/features/license-key/components/license-key-page.tsx',
  './DataSourcesPage': './src/features/data-sources/components/data-sources-page.tsx',
  './DevelopersPage': './src/app/developers/developers-page.tsx',
  './SettingsPage': './src/app/settings/settings-page.tsx',
  './route-queries': './src/app/route-queries.ts',
  './routes': './src/app/routes.ts',
} as const satisfies RoutedRemoteExposes<'account'>;

export type AccountModules = Implements<
  'account',
  {
    DashboardPage: typeof DashboardPage;
    LicenseKeyPage: typeof LicenseKeyPage;
    DataSourcesPage: typeof DataSourcesPage;
    DevelopersPage: typeof DevelopersPage;
    SettingsPage: typeof SettingsPage;
  }
>;
