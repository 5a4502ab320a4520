import type { RemoteRoutesOf } from '@pulse/remote-contracts';

/**
 * Where the shell shows the billing pages (spec §2; @pulse/remote-contracts `RemoteRoutes`,
 * docs/delivery.md "Routes"): the Billing page inside the main layout for owners and admins
 * (docs/api-contract.md "Roles"; the API enforces the same), and the pages the payment provider
 * sends the member back to on their own, for any member. Data only: the shell loads this module
 * after sign-in to route. The sidebar entry is the shell's (spec §2).
 */
export const remoteRoutes = {
  routes: [
    { path: 'billing', page: 'BillingPage', title: 'Billing', roles: ['owner', 'admin'] },
    { path: 'payment-success', page: 'PaymentSuccessPage', title: 'Billing', layout: 'none' },
    { path: 'payment-cancel', page: 'PaymentCancelPage', title: 'Billing', layout: 'none' },
  ],
} as const satisfies RemoteRoutesOf<'billing'>;
