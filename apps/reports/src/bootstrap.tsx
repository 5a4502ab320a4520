import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { mountStandalone } from '@pulse/mf-config/standalone';
import { Navigate } from '@pulse/router';
import { ReportDetailPage } from './features/report-detail';
import { ReportsPage } from './features/reports-list';

// In the product the shell provides the query client (no retry, no refetch on focus); run alone,
// the remote brings its own with the same defaults.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
const withQueries = (page: ReactNode) => (
  <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
);

// `pnpm dev` of this remote alone: the pages at the paths the shell gives them, with a dev sign-in.
mountStandalone('reports', [
  { path: '/reports', element: withQueries(<ReportsPage />) },
  { path: '/reports/:id', element: withQueries(<ReportDetailPage />) },
  { path: '*', element: <Navigate to="/reports" replace /> },
]);
