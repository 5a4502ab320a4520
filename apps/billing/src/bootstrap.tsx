import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { mountStandalone } from '@pulse/mf-config/standalone';
import { Navigate } from '@pulse/router';
import { BillingPage } from './app/billing-page';
import { PaymentCancelPage } from './features/payments/components/payment-cancel-page';
import { PaymentSuccessPage } from './features/payments/components/payment-success-page';

// In the product the shell provides the query client (no retry, no refetch on focus); run alone,
// the remote brings its own with the same defaults.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
const withQueries = (page: ReactNode) => (
  <QueryClientProvider client={queryClient}>{page}</QueryClientProvider>
);

// `pnpm dev` of this remote alone: the pages at the paths the shell gives them, with a dev sign-in.
mountStandalone('billing', [
  { path: '/billing', element: withQueries(<BillingPage />) },
  { path: '/payment-success', element: withQueries(<PaymentSuccessPage />) },
  { path: '/payment-cancel', element: withQueries(<PaymentCancelPage />) },
  { path: '*', element: <Navigate to="/billing" replace /> },
]);
