import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@pulse/router';
import { Box, ToastProvider, ToastScope, UiProvider } from '@pulse/ui';
import { BillingPage } from './app/billing-page';
import { PaymentCancelPage } from './features/payments/components/payment-cancel-page';
import { PaymentSuccessPage } from './features/payments/components/payment-success-page';

// Standalone mount for `pnpm dev` of this remote alone; in the product the shell provides all this
// (router included: the exposed pages never mount a router or a provider of their own).
const router = createBrowserRouter([
  {
    path: '/',
    element: (
      <Box p="6">
        <BillingPage />
      </Box>
    ),
  },
  {
    path: '/billing',
    element: (
      <Box p="6">
        <BillingPage />
      </Box>
    ),
  },
  { path: '/payment-success', element: <PaymentSuccessPage /> },
  { path: '/payment-cancel', element: <PaymentCancelPage /> },
]);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <UiProvider>
        <ToastProvider>
          <ToastScope value="app">
            <RouterProvider router={router} />
          </ToastScope>
        </ToastProvider>
      </UiProvider>
    </StrictMode>,
  );
