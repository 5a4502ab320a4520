/**
 * Payments (docs/architecture.md §4): picks the provider (Stripe when STRIPE_SECRET_KEY is set, else the sandbox)
 * and exposes `app.payments` { provider, sandbox } to the services and to tests (which replace
 * Stripe's `checkout.sessions.create` with a mock: no network).
 */
import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { PaymentProvider } from '../payments/provider.js';
import { SandboxProvider } from '../payments/sandbox.js';
import { StripeProvider } from '../payments/stripe.js';

export interface Payments {
  provider: PaymentProvider;
  /** The sandbox (also used to check its page tokens); always present. */
  sandbox: SandboxProvider;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const sandbox = new SandboxProvider(
      createHmac('sha256', config.jwtSecret).update('pulse-sandbox-checkout').digest(),
    );
    const provider: PaymentProvider = config.stripeSecretKey
      ? new StripeProvider(config.stripeSecretKey)
      : sandbox;
    app.decorate('payments', { provider, sandbox });
  },
  { name: 'payments', dependencies: ['config'] },
);
