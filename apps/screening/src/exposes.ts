import type { Implements, RoutedRemoteExposes } from '@pulse/remote-contracts';
import type { BatchDetailPage } from './app/batch-detail-page';
import type { BatchesPage } from './app/batches-page';
import type { CaseDetailPage } from './app/case-detail-page';
import type { CasesPage } from './features/cases';
import type { ListUpdatesPage } from './features/list-updates';
import type { MonitoringPage } from './app/monitoring-page';
import type { WatchlistsPage } from './features/watchlists';

/**
 * What the screening remote exposes to the shell, held to @pulse/remote-contracts: a missing, extra
 * or re-typed page fails this file's type check, and exposes.test.ts checks each file's export.
 * `./routes` declares where the shell shows these pages and the sidebar entry (src/routes.ts).
 */
export const exposes = {
  './BatchesPage': './src/app/batches-page.tsx',
  './BatchDetailPage': './src/app/batch-detail-page.tsx',
  './ListUpdatesPage': './src/features/list-updates/components/list-updates-page.tsx',
  './CasesPage': './src/features/cases/components/cases-page.tsx',
  './CaseDetailPage': './src/app/case-detail-page.tsx',
  './MonitoringPage': './src/app/monitoring-page.tsx',
  './WatchlistsPage': './src/features/watchlists/components/watchlists-page.tsx',
  './route-queries': './src/route-queries.ts',
  './routes': './src/routes.ts',
} as const satisfies RoutedRemoteExposes<'screening'>;

export type ScreeningModules = Implements<
  'screening',
  {
    BatchesPage: typeof BatchesPage;
    BatchDetailPage: typeof BatchDetailPage;
    ListUpdatesPage: typeof ListUpdatesPage;
    CasesPage: typeof CasesPage;
    CaseDetailPage: typeof CaseDetailPage;
    MonitoringPage: typeof MonitoringPage;
    WatchlistsPage: typeof WatchlistsPage;
  }
>;
