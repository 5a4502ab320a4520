import type { Implements, RoutedRemoteExposes } from '@pulse/remote-contracts';
import type { ReportDetailPage } from './features/report-detail';
import type { ReportsPage } from './features/reports-list';

/**
 * What the reports remote exposes to the shell, held to @pulse/remote-contracts: a missing, extra
 * or re-typed page fails this file's type check, and exposes.test.ts checks each file's export.
 * `./routes` declares where the shell shows these pages (src/routes.ts).
 */
export const exposes = {
  './ReportsPage': './src/features/reports-list/components/reports-page.tsx',
  './ReportDetailPage': './src/features/report-detail/components/report-detail-page.tsx',
  './route-queries': './src/route-queries.ts',
  './routes': './src/routes.ts',
} as const satisfies RoutedRemoteExposes<'reports'>;

export type ReportsModules = Implements<
  'reports',
  { ReportsPage: typeof ReportsPage; ReportDetailPage: typeof ReportDetailPage }
>;
