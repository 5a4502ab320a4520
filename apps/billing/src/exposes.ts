import type { Implements, RoutedRemoteExposes } from '@pulse/remote-contracts';
import type { BillingPage } from './app/billing-page';
import type { PaymentCancelPage } from './features/payments/components/payment-cancel-page';
import type { PaymentSuccessPage } from './features/payments/components/payment-success-page';

/**
 * What the billing remote exposes to the shell, held to @pulse/remote-contracts: a missing, extra
 * or re-typed page fails this file's type check, and exposes.test.ts checks each file's export.
 * `./routes` declares where the shell shows these pages (src/routes.ts).
 */
export const exposes = {
  './BillingPage': './src/app/billing-page.tsx',
  './PaymentSuccessPage': './src/features/payments/components/payment-success-page.tsx',
  './PaymentCancelPage': './src/features/payments/components/payment-cancel-page.tsx',
  './route-queries': './src/route-queries.ts',
  './routes': './src/routes.ts',
} as const satisfies RoutedRemoteExposes<'billing'>;

export type BillingModules = Implements<
  'billing',
  {
    BillingPage: typeof BillingPage;
    PaymentSuccessPage: typeof PaymentSuccessPage;
    PaymentCancelPage: typeof PaymentCancelPage;
  }
>;
