import type { DashboardPage } from './features/dashboard/components/dashboard-page';
import type { DataSourcesPage } from './features/data-sources/components/data-sources-page';
import type { LicenseKeyPage } from './features/license-key/components/license-key-page';

/**
 * What the account remote exposes to the shell. The shell type-checks its imports against
 * `AccountExposes` (a type-only import), so a renamed or re-typed page fails the shell's build.
 */
export const exposes = {
  './DashboardPage': './src/features/dashboard/components/dashboard-page.tsx',
  './LicenseKeyPage': './src/features/license-key/components/license-key-page.tsx',
  './DataSourcesPage': './src/features/data-sources/components/data-sources-page.tsx',
} as const;

export type AccountExposes = {
  DashboardPage: typeof DashboardPage;
  LicenseKeyPage: typeof LicenseKeyPage;
  DataSourcesPage: typeof DataSourcesPage;
};
