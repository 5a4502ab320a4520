import { mountStandalone } from '@pulse/mf-config/standalone';
import { Navigate } from '@pulse/router';
import { BillingPage } from './app/billing-page';
import { PaymentCancelPage } from './features/payments/components/payment-cancel-page';
import { PaymentSuccessPage } from './features/payments/components/payment-success-page';

// `pnpm dev` of this remote alone: the pages at the paths the shell gives them, with a dev sign-in.
mountStandalone('billing', [
  { path: '/billing', element: <BillingPage /> },
  { path: '/payment-success', element: <PaymentSuccessPage /> },
  { path: '/payment-cancel', element: <PaymentCancelPage /> },
  { path: '*', element: <Navigate to="/billing" replace /> },
]);
