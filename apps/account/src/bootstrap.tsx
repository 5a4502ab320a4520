import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { mountStandalone } from '@pulse/mf-config/standalone';
import { Navigate } from '@pulse/router';
import { DevelopersPage } from './app/developers/developers-page';
import { ACCOUNT_QUERY_DEFAULTS } from './components/query-client-fallback';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { LicenseKeyPage } from './features/license-key/components/license-key-page';

// In the product the shell provides the query client; run alone, the remote brings its own.
const queryClient = new QueryClient({ defaultOptions: ACCOUNT_QUERY_DEFAULTS });
const withQueries = (page: ReactNode) => (
  <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
);

// `pnpm dev` of this remote alone: the pages at the paths the shell gives them, with a dev sign-in.
mountStandalone('account', [
  { path: '/dashboard', element: withQueries(<DashboardPage />) },
  { path: '/license-key', element: withQueries(<LicenseKeyPage />) },
  { path: '/developers/*', element: withQueries(<DevelopersPage />) },
  { path: '*', element: <Navigate to="/dashboard" replace /> },
]);
