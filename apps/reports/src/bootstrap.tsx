import { mountStandalone } from '@pulse/mf-config/standalone';
import { Navigate } from '@pulse/router';
import { ReportDetailPage } from './features/report-detail';
import { ReportsPage } from './features/reports-list';

// `pnpm dev` of this remote alone: the pages at the paths the shell gives them, with a dev sign-in.
mountStandalone('reports', [
  { path: '/reports', element: <ReportsPage /> },
  { path: '/reports/:id', element: <ReportDetailPage /> },
  { path: '*', element: <Navigate to="/reports" replace /> },
]);
