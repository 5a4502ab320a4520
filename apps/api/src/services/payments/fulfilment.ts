/**
 * Fulfilment of payments: the sandbox card page's form post and
 * Stripe's signed webhook. Both credit through PaymentsRepository.fulfil, which credits the calls of
 * a payment exactly once whatever the repeats.
 */
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../lib/errors.js';
import { pageCsp, sandboxPage, type SandboxPageModel } from '../../payments/pages.js';
import { withQuery, type PaymentProvider } from '../../payments/provider.js';
import { checkCard, SANDBOX_PREFIX, type SandboxProvider } from '../../payments/sandbox.js';
import { StripeProvider } from '../../payments/stripe.js';
import type { PaymentsRepository, PaymentWithName } from '../../repositories/payments.js';

/** An HTML page to send: status, body and its Content-Security-Policy. */
export interface HtmlPage {
  status: number;
  html: string;
  csp: string;
}

/** What the sandbox page's form post answers: a 303 to the app, or the page again. */
export type SandboxOutcome = { redirect: string } | { page: HtmlPage };

/** The fields of the sandbox card page's form. */
export interface SandboxForm {
  token?: string | undefined;
  action?: string | undefined;
  cardNumber?: string | undefined;
  expiry?: string | undefined;
  cvc?: string | undefined;
  name?: string | undefined;
}

export interface FulfilmentDeps {
  payments: PaymentsRepository;
  sandbox: SandboxProvider;
  provider: PaymentProvider;
  stripeWebhookSecret: string | undefined;
  /** Called once per payment, right after its calls were credited (the receipt e-mail). */
  onCredited?: (paymentId: string) => Promise<void>;
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'Payment not found');

const STRIPE_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
];

/** Sandbox checkout page and form post, and the Stripe webhook. */
export class Fulfilment {
  constructor(private readonly deps: FulfilmentDeps) {}

  /** The sandbox payment of that session if the token is its owner's; else 404 (indistinguishable). */
  private async sandboxPayment(sessionId: string, token: string | undefined) {
    if (!sessionId.startsWith(SANDBOX_PREFIX)) throw notFound();
    const p = await this.deps.payments.bySessionId(sessionId);
    if (!p || p.provider !== 'sandbox' || !this.deps.sandbox.verify(sessionId, p.tenantId, token))
      throw notFound();
    return p;
  }

  private model(p: PaymentWithName, token: string): SandboxPageModel {
    return {
      sessionId: p.providerSessionId,
      token,
      serviceName: p.serviceName,
      quantity: p.quantity,
      unitAmountCents: p.unitAmountCents,
      amountCents: p.amountCents,
      status: p.status as SandboxPageModel['status'],
      failureReason: p.failureReason,
      successUrl: withQuery(p.successUrl, { session_id: p.providerSessionId }),
      cancelUrl: withQuery(p.cancelUrl, {
        session_id: p.providerSessionId,
        reason: p.failureReason ?? 'cancelled',
      }),
    };
  }

  private csp(p: PaymentWithName): string {
    return pageCsp([new URL(p.successUrl).origin, new URL(p.cancelUrl).origin]);
  }

  /** The sandbox card page. @throws 404 for an unknown session or a wrong token */
  async sandboxPage(sessionId: string, token: string | undefined): Promise<HtmlPage> {
    const p = await this.sandboxPayment(sessionId, token);
    return { status: 200, html: sandboxPage(this.model(p, token ?? '')), csp: this.csp(p) };
  }

  /**
   * The sandbox page's form post: Pay (a test card credits the calls, a declined one closes the
   * payment) or Cancel. @throws 404 for an unknown session or a wrong token
   */
  async sandboxSubmit(sessionId: string, b: SandboxForm): Promise<SandboxOutcome> {
    const { payments } = this.deps;
    const token = b.token ?? '';
    const p = await this.sandboxPayment(sessionId, token);
    const m = this.model(p, token);
    const toCancel = (reason: string) => ({
      redirect: withQuery(p.cancelUrl, { session_id: p.providerSessionId, reason }),
    });

    if (b.action === 'cancel') {
      if (p.status === 'paid') return { redirect: m.successUrl };
      await payments.close(p.id, 'cancelled', 'cancelled');
      return toCancel('cancelled');
    }
    if (p.status === 'cancelled')
      return { page: { status: 200, html: sandboxPage(m), csp: this.csp(p) } };
    if (p.status === 'paid') {
      // A repeated post (back button, double click): fulfil is a no-op, the return is the same.
      await payments.fulfil(p.id);
      return { redirect: m.successUrl };
    }
    const check = checkCard(b);
    if (!check.ok)
      return {
        page: {
          status: 400,
          html: sandboxPage({ ...m, error: check.error, values: b }),
          csp: this.csp(p),
        },
      };
    if (check.outcome === 'declined') {
      await payments.close(p.id, 'failed', check.reason);
      return toCancel(check.reason);
    }
    if ((await payments.fulfil(p.id)).credited > 0) await this.deps.onCredited?.(p.id);
    return { redirect: m.successUrl };
  }

  /**
   * Processes one Stripe webhook delivery (each event once).
   * @param raw the exact bytes Stripe sent (the signature covers them)
   * @throws 404 when Stripe is not configured, 400 INVALID_SIGNATURE
   */
  async stripeWebhook(
    raw: unknown,
    signature: string | string[] | undefined,
    log: FastifyBaseLogger,
  ): Promise<{ received: boolean; duplicate?: boolean }> {
    const { provider, payments } = this.deps;
    const secret = this.deps.stripeWebhookSecret;
    if (!(provider instanceof StripeProvider) || !secret)
      throw new AppError(404, 'NOT_FOUND', 'Stripe payments are not configured');
    if (typeof signature !== 'string' || !Buffer.isBuffer(raw))
      throw new AppError(400, 'INVALID_SIGNATURE', 'Missing Stripe signature or body');
    let event: Stripe.Event;
    try {
      event = provider.stripe.webhooks.constructEvent(raw, signature, secret);
    } catch {
      throw new AppError(400, 'INVALID_SIGNATURE', 'Invalid Stripe signature');
    }
    const ref = { id: event.id, provider: 'stripe' as const, type: event.type };
    if (!STRIPE_EVENTS.includes(event.type)) return { received: true };
    const session = event.data.object as Stripe.Checkout.Session;
    const p = await payments.bySessionId(session.id);
    if (!p || p.provider !== 'stripe' || (session.metadata?.paymentId ?? p.id) !== p.id) {
      log.warn({ event: event.id, session: session.id }, 'webhook for an unknown session');
      return { received: true };
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const paid =
          session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
        if (!paid) return { received: true, duplicate: !(await payments.recordOnly(ref, p.id)) };
        if (session.amount_total !== p.amountCents || session.currency !== p.currency) {
          log.error(
            { event: event.id, amount: session.amount_total, expected: p.amountCents },
            'paid amount does not match the payment: not credited',
          );
          return { received: true, duplicate: !(await payments.recordOnly(ref, p.id)) };
        }
        const r = await payments.fulfil(p.id, ref);
        if (r.credited > 0) await this.deps.onCredited?.(p.id);
        return { received: true, duplicate: r.duplicate };
      }
      case 'checkout.session.async_payment_failed':
        return {
          received: true,
          duplicate: !(await payments.close(p.id, 'failed', 'payment_failed', ref)),
        };
      default:
        return {
          received: true,
          duplicate: !(await payments.close(p.id, 'cancelled', 'expired', ref)),
        };
    }
  }

  /** Where Stripe's cancel return sends the browser. @throws 404 for an unknown payment */
  async cancelReturnUrl(paymentId: string): Promise<string> {
    const p = await this.deps.payments.byId(paymentId);
    if (!p) throw notFound();
    return withQuery(p.cancelUrl, { session_id: p.providerSessionId, reason: 'cancelled' });
  }
}
