/**
 * Payments (docs/api-contract.md "Payments"): top-up of paid calls through a hosted checkout.
 * `PaymentsService` is what the routes call: checkout (checkout.ts), the caller's payments and
 * receipts (here), and fulfilment from the sandbox page or Stripe's webhook (fulfilment.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ClientRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { pageCsp, receiptPage } from '../../payments/pages.js';
import { receiptNumber, sendReceipt } from '../../payments/receipt-mail.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { SandboxProvider } from '../../payments/sandbox.js';
import type { EventBus } from '../events.js';
import type { Repositories } from '../../repositories/index.js';
import type { PaymentWithName } from '../../repositories/payments.js';
import type { AuditService } from '../audit.js';
import { createCheckout, type CheckoutDeps, type CheckoutInput } from './checkout.js';
import { Fulfilment, type HtmlPage, type SandboxForm, type SandboxOutcome } from './fulfilment.js';

export { MAX_AMOUNT_CENTS, MAX_QUANTITY, type CheckoutInput } from './checkout.js';
export type { HtmlPage, SandboxForm, SandboxOutcome } from './fulfilment.js';

/** A payment as the API answers it (amounts in integer cents). */
export interface PaymentView {
  sessionId: string;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
  serviceType: string;
  serviceName: string;
  quantity: number;
  amount: number;
  currency: 'usd';
  createdAt: string;
  paidAt: string | null;
  creditedCalls: number;
}

function toView(p: PaymentWithName): PaymentView {
  return {
    sessionId: p.providerSessionId,
    status: p.status as PaymentView['status'],
    serviceType: p.service,
    serviceName: p.serviceName,
    quantity: p.quantity,
    amount: p.amountCents,
    currency: 'usd',
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt ? p.paidAt.toISOString() : null,
    creditedCalls: p.credited ? p.quantity : 0,
  };
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'Payment not found');

export interface PaymentsDeps {
  repos: Repositories;
  provider: PaymentProvider;
  sandbox: SandboxProvider;
  /** Origins a return URL may point to (the app's). */
  corsOrigins: readonly string[];
  publicAppUrl: string;
  stripeWebhookSecret: string | undefined;
  /** Sends the receipt e-mail of each credited payment. */
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Told of every credited payment (`payment.succeeded`). */
  events?: EventBus;
  audit: AuditService;
}

/** The payment flows; built once by createServices. */
export class PaymentsService {
  private readonly checkoutDeps: CheckoutDeps;
  private readonly fulfilment: Fulfilment;

  constructor(private readonly deps: PaymentsDeps) {
    this.checkoutDeps = {
      repos: deps.repos,
      provider: deps.provider,
      allowedOrigins: new Set(deps.corsOrigins),
      publicAppUrl: deps.publicAppUrl,
    };
    this.fulfilment = new Fulfilment({
      payments: deps.repos.payments,
      sandbox: deps.sandbox,
      provider: deps.provider,
      stripeWebhookSecret: deps.stripeWebhookSecret,
      onCredited: async (paymentId) => {
        await this.recordTopUp(paymentId);
        await sendReceipt(
          {
            repos: deps.repos,
            mailer: deps.mailer,
            log: deps.log,
            publicAppUrl: deps.publicAppUrl,
          },
          paymentId,
        );
        await this.publishSucceeded(paymentId);
      },
    });
  }

  /** Publishes `payment.succeeded` for a payment that was just credited. */
  private async publishSucceeded(paymentId: string): Promise<void> {
    if (!this.deps.events) return;
    const p = await this.deps.repos.payments.byId(paymentId);
    if (!p || p.status !== 'paid' || !p.paidAt) return;
    await this.deps.events.publish({
      type: 'payment.succeeded',
      tenantId: p.tenantId,
      occurredAt: p.paidAt,
      data: {
        paymentId: p.providerSessionId,
        service: p.service,
        quantity: p.quantity,
        amount: p.amountCents,
        currency: 'usd',
        paidAt: p.paidAt.toISOString(),
      },
    });
  }

  /**
   * Records a credited payment in the tenant's audit log. It is credited by the payment provider's
   * confirmation, not by a dashboard request, so the entry carries no IP or user agent; the owner
   * (member id = client id) is the actor, as the one who pays.
   */
  private async recordTopUp(paymentId: string): Promise<void> {
    const p = await this.deps.repos.payments.byId(paymentId);
    const client = p ? await this.deps.repos.clients.findById(p.tenantId) : undefined;
    if (!p || !client) return;
    await this.deps.audit.record({
      tenantId: client.id,
      actorMemberId: client.id,
      actorEmail: client.email,
      action: 'billing.top_up',
      target: `Payment ${p.providerSessionId}`,
      detail: {
        service: p.service,
        quantity: p.quantity,
        amountCents: p.amountCents,
        provider: p.provider,
      },
    });
  }

  /** See checkout.ts. */
  createCheckout(
    client: ClientRow,
    input: CheckoutInput,
    apiOrigin: string,
    log: FastifyBaseLogger,
  ): Promise<{ url: string; sessionId: string }> {
    return createCheckout(this.checkoutDeps, client, input, apiOrigin, log);
  }

  /** The client's payments, newest first. */
  async list(client: ClientRow): Promise<PaymentView[]> {
    return (await this.deps.repos.payments.listForClient(client.id)).map(toView);
  }

  /** The client's payment of that session, or 404 (also for another client's). */
  private async own(client: ClientRow, sessionId: string): Promise<PaymentWithName> {
    const p = await this.deps.repos.payments.bySessionId(sessionId);
    if (!p || p.tenantId !== client.id) throw notFound();
    return p;
  }

  /** One payment of the client. @throws 404 */
  async get(client: ClientRow, sessionId: string): Promise<PaymentView> {
    return toView(await this.own(client, sessionId));
  }

  /** The HTML receipt of a paid payment of the client. @throws 404 (also when not paid) */
  async receipt(client: ClientRow, sessionId: string): Promise<HtmlPage> {
    const p = await this.own(client, sessionId);
    if (p.status !== 'paid' || !p.paidAt) throw notFound();
    const html = receiptPage({
      number: receiptNumber({ id: p.id, paidAt: p.paidAt }),
      paidAt: p.paidAt,
      serviceName: p.serviceName,
      quantity: p.quantity,
      unitAmountCents: p.unitAmountCents,
      amountCents: p.amountCents,
      companyName: client.companyName,
      email: client.email,
      sessionId: p.providerSessionId,
      provider: p.provider as 'sandbox' | 'stripe',
    });
    return { status: 200, html, csp: pageCsp() };
  }

  /** See Fulfilment.sandboxPage. */
  sandboxPage(sessionId: string, token: string | undefined): Promise<HtmlPage> {
    return this.fulfilment.sandboxPage(sessionId, token);
  }

  /** See Fulfilment.sandboxSubmit. */
  sandboxSubmit(sessionId: string, form: SandboxForm): Promise<SandboxOutcome> {
    return this.fulfilment.sandboxSubmit(sessionId, form);
  }

  /** See Fulfilment.stripeWebhook. */
  stripeWebhook(
    raw: unknown,
    signature: string | string[] | undefined,
    log: FastifyBaseLogger,
  ): Promise<{ received: boolean; duplicate?: boolean }> {
    return this.fulfilment.stripeWebhook(raw, signature, log);
  }

  /** See Fulfilment.cancelReturnUrl. */
  cancelReturnUrl(paymentId: string): Promise<string> {
    return this.fulfilment.cancelReturnUrl(paymentId);
  }
}
