import type { ReportDetailPage } from './features/report-detail';
import type { ReportsPage } from './features/reports-list';

/**
 * What the reports remote exposes to the shell. The shell type-checks its imports against
 * `ReportsExposes` (a type-only import), so a renamed or re-typed page fails the shell's build.
 * Each exposed module has a named export of the same name (`ReportsPage`, `ReportDetailPage`).
 */
export const exposes = {
  './ReportsPage': './src/features/reports-list/components/reports-page.tsx',
  './ReportDetailPage': './src/features/report-detail/components/report-detail-page.tsx',
} as const;

export type ReportsExposes = {
  ReportsPage: typeof ReportsPage;
  ReportDetailPage: typeof ReportDetailPage;
};
