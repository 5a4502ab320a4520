import type { BillingPage } from './app/billing-page';
import type { PaymentCancelPage } from './features/payments/components/payment-cancel-page';
import type { PaymentSuccessPage } from './features/payments/components/payment-success-page';

/**
 * What the billing remote exposes to the shell. The shell type-checks its imports against
 * `BillingExposes` (a type-only import), so a renamed or re-typed page fails the shell's build.
 * Each exposed module has a named export of the same name.
 */
export const exposes = {
  './BillingPage': './src/app/billing-page.tsx',
  './PaymentSuccessPage': './src/features/payments/components/payment-success-page.tsx',
  './PaymentCancelPage': './src/features/payments/components/payment-cancel-page.tsx',
} as const;

export type BillingExposes = {
  BillingPage: typeof BillingPage;
  PaymentSuccessPage: typeof PaymentSuccessPage;
  PaymentCancelPage: typeof PaymentCancelPage;
};
