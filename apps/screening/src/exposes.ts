import type { Implements, RoutedRemoteExposes } from '@pulse/remote-contracts';
import type { BatchDetailPage } from './app/batch-detail-page';
import type { BatchesPage } from './app/batches-page';
import type { CaseDetailPage } from './app/case-detail-page';
import type { CasesPage } from './app/cases-page';
import type { ListChangesPage } from './app/list-changes-page';
import type { MonitoringPage } from './app/monitoring-page';
import type { WatchlistsPage } from './app/watchlists-page';

/**
 * What the screening remote exposes to the shell, held to @pulse/remote-contracts: a missing, extra
 * or re-typed page fails this file's type check, and exposes.test.ts checks each file's export.
 * `./routes` declares where the shell shows these pages and the sidebar entry (src/routes.ts).
 */
export const exposes = {
  './BatchesPage': './src/app/batches-page.tsx',
  './BatchDetailPage': './src/app/batch-detail-page.tsx',
  './ListChangesPage': './src/app/list-changes-page.tsx',
  './CasesPage': './src/app/cases-page.tsx',
  './CaseDetailPage': './src/app/case-detail-page.tsx',
  './MonitoringPage': './src/app/monitoring-page.tsx',
  './WatchlistsPage': './src/app/watchlists-page.tsx',
  './route-queries': './src/route-queries.ts',
  './routes': './src/routes.ts',
} as const satisfies RoutedRemoteExposes<'screening'>;

export type ScreeningModules = Implements<
  'screening',
  {
    BatchesPage: typeof BatchesPage;
    BatchDetailPage: typeof BatchDetailPage;
    ListChangesPage: typeof ListChangesPage;
    CasesPage: typeof CasesPage;
    CaseDetailPage: typeof CaseDetailPage;
    MonitoringPage: typeof MonitoringPage;
    WatchlistsPage: typeof WatchlistsPage;
  }
>;
