/**
 * Payments (docs/api-contract.md "Payments", DESIGN §4): top-up of paid calls through a hosted
 * checkout.
 *
 * - POST /payments/create-checkout-session (session): validates (spec §9 minimums, enterprise rule,
 *   return URLs on the app's origin), prices in integer cents from the catalog, writes a pending
 *   payments row and answers the provider's { url, sessionId }.
 * - GET /payments, GET /payments/{sessionId}, GET /payments/{sessionId}/receipt (session; another
 *   client's session is a 404).
 * - Sandbox: GET/POST /payments/sandbox/{sessionId} (the card page and its form post; the URL's
 *   capability token is required, see SandboxProvider).
 * - Stripe: POST /payments/webhook (signature over the raw body) and GET
 *   /payments/checkout-cancel/{paymentId} (Stripe's cancel return, redirected to the app).
 * Fulfilment, from the sandbox or the webhook, is PaymentsRepository.fulfil: calls credited once.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Stripe from 'stripe';
import { Type } from 'typebox';
import { SERVICE_KEYS } from '../../domain/catalog.js';
import { SUB_SERVICES } from '../../domain/services.js';
import { AppError } from '../../lib/errors.js';
import { requireClient } from '../../plugins/auth.js';
import { pageCsp, receiptPage, sandboxPage, type SandboxPageModel } from '../../payments/pages.js';
import { withQuery } from '../../payments/provider.js';
import { receiptNumber, sendReceipt } from '../../payments/receipt-mail.js';
import { checkCard, SANDBOX_PREFIX } from '../../payments/sandbox.js';
import { StripeProvider } from '../../payments/stripe.js';
import type { PaymentWithName } from '../../repositories/payments.js';
import { BodyErrors, ErrorBody } from '../schemas.js';

/** Largest quantity of one top-up. */
export const MAX_QUANTITY = 10_000_000;
/** Largest amount of one payment (Stripe's limit for USD: $999,999.99). */
export const MAX_AMOUNT_CENTS = 99_999_999;

const CreateBody = Type.Object({
  serviceType: Type.String({ enum: [...SERVICE_KEYS], description: 'Service key' }),
  serviceSubType: Type.Optional(
    Type.String({
      enum: [...SUB_SERVICES],
      description: 'Only for fraud-engine sub-services (serviceType fraudEngine)',
    }),
  ),
  purchaseType: Type.String({ enum: ['single'] }),
  quantity: Type.Number({
    description: 'Whole number of calls, >= the service minimum (25000 binLookup, 500 others)',
  }),
  successUrl: Type.String({ minLength: 1, maxLength: 2048 }),
  cancelUrl: Type.String({ minLength: 1, maxLength: 2048 }),
});

const CreateResponse = Type.Object({
  url: Type.String({ description: 'Hosted payment page the browser is sent to' }),
  sessionId: Type.String(),
});

const Payment = Type.Object({
  sessionId: Type.String(),
  status: Type.Union([
    Type.Literal('pending'),
    Type.Literal('paid'),
    Type.Literal('failed'),
    Type.Literal('cancelled'),
  ]),
  serviceType: Type.String({ enum: [...SERVICE_KEYS], description: 'Service key' }),
  serviceName: Type.String(),
  quantity: Type.Integer(),
  amount: Type.Integer({ description: 'Cents' }),
  currency: Type.Literal('usd'),
  createdAt: Type.String({ format: 'date-time' }),
  paidAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  creditedCalls: Type.Integer({ description: 'Paid calls this payment added to the balance' }),
});

const SessionParams = Type.Object({ sessionId: Type.String({ minLength: 1, maxLength: 255 }) });
const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }];

function toPayment(p: PaymentWithName) {
  return {
    sessionId: p.providerSessionId,
    status: p.status as 'pending' | 'paid' | 'failed' | 'cancelled',
    serviceType: p.service as (typeof SERVICE_KEYS)[number],
    serviceName: p.serviceName,
    quantity: p.quantity,
    amount: p.amountCents,
    currency: 'usd' as const,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt ? p.paidAt.toISOString() : null,
    creditedCalls: p.credited ? p.quantity : 0,
  };
}

type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];

const notFound = () => new AppError(404, 'NOT_FOUND', 'Payment not found');
const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

/** The origin the browser reached the API on (the shell's proxy keeps the Host header). */
function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

function sendHtml(reply: FastifyReply, status: number, html: string, csp: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', csp)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { repo, sandbox } = app.payments;
  const allowedOrigins = new Set(app.config.corsOrigins);

  /** A return URL must be http(s) on the app's origin: the API never redirects elsewhere. */
  function checkReturnUrl(field: string, raw: string): string {
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      throw invalid(`${field} must be an absolute URL`);
    }
    if (
      (u.protocol !== 'http:' && u.protocol !== 'https:') ||
      u.username ||
      u.password ||
      !allowedOrigins.has(u.origin)
    )
      throw invalid(`${field} must be on the app's origin (${app.config.publicAppUrl})`);
    u.hash = '';
    u.searchParams.delete('session_id');
    u.searchParams.delete('reason');
    return u.toString();
  }

  // ---- Authenticated JSON endpoints -------------------------------------------------------------
  await app.register(async (authed: TypedApp) => {
    authed.addHook('preHandler', app.authenticate);

    authed.post(
      '/payments/create-checkout-session',
      {
        schema: {
          tags: ['payments'],
          summary: 'Opens a hosted checkout for a top-up of paid calls',
          security,
          body: CreateBody,
          response: {
            200: CreateResponse,
            401: ErrorBody,
            403: ErrorBody,
            502: ErrorBody,
            ...BodyErrors,
          },
        },
      },
      async (req) => {
        const client = requireClient(req);
        const b = req.body;
        if (b.serviceSubType !== undefined && b.serviceType !== 'fraudEngine')
          throw invalid('serviceSubType is only accepted for Fraud Engine sub-services');
        const service = await app.repos.catalog.get(b.serviceType);
        if (!service) throw invalid('serviceType is not an accepted value');
        if (b.serviceType === 'fraudEngine' || service.topUpMinimum === null)
          throw new AppError(
            403,
            'ENTERPRISE_ONLY',
            'Fraud Engine is available exclusively for our Enterprise customers.',
          );
        const successUrl = checkReturnUrl('successUrl', b.successUrl);
        const cancelUrl = checkReturnUrl('cancelUrl', b.cancelUrl);
        if (!Number.isSafeInteger(b.quantity)) throw invalid('quantity must be a whole number');
        if (b.quantity < service.topUpMinimum)
          throw new AppError(
            400,
            'MINIMUM_QUANTITY',
            `Minimum quantity for ${service.displayName} is ${service.topUpMinimum}`,
          );
        if (b.quantity > MAX_QUANTITY)
          throw invalid(`Maximum quantity for ${service.displayName} is ${MAX_QUANTITY}`);
        const amountCents = b.quantity * service.costPerCallCents;
        if (amountCents > MAX_AMOUNT_CENTS)
          throw invalid('The amount of one payment cannot exceed $999,999.99');

        const paymentId = randomUUID();
        const provider = app.payments.provider;
        let session;
        try {
          session = await provider.createCheckoutSession({
            paymentId,
            clientUuid: client.id,
            clientId: client.clientId,
            customerEmail: client.email,
            service: service.key,
            serviceName: service.displayName,
            quantity: b.quantity,
            unitAmountCents: service.costPerCallCents,
            amountCents,
            currency: 'usd',
            successUrl,
            cancelUrl,
            apiOrigin: requestOrigin(req),
          });
        } catch (err) {
          req.log.error({ err }, 'payment provider refused the checkout session');
          throw new AppError(
            502,
            'PAYMENT_PROVIDER_ERROR',
            'The payment provider is not available. Please try again later.',
          );
        }
        await repo.insert({
          id: paymentId,
          clientId: client.id,
          provider: provider.name,
          providerSessionId: session.sessionId,
          service: service.key,
          quantity: b.quantity,
          unitAmountCents: service.costPerCallCents,
          amountCents,
          successUrl,
          cancelUrl,
        });
        return { url: session.url, sessionId: session.sessionId };
      },
    );

    authed.get(
      '/payments',
      {
        schema: {
          tags: ['payments'],
          summary: "The caller's payments (history), newest first",
          security,
          response: { 200: Type.Array(Payment), 401: ErrorBody },
        },
      },
      async (req) => (await repo.listForClient(requireClient(req).id)).map(toPayment),
    );

    /** The caller's payment of that session, or 404 (also for another client's). */
    async function own(req: FastifyRequest, sessionId: string) {
      const p = await repo.bySessionId(sessionId);
      if (!p || p.clientId !== requireClient(req).id) throw notFound();
      return p;
    }

    authed.get(
      '/payments/:sessionId',
      {
        schema: {
          tags: ['payments'],
          summary: 'One checkout session of the caller (another client’s is a 404)',
          security,
          params: SessionParams,
          response: { 200: Payment, 401: ErrorBody, 404: ErrorBody },
        },
      },
      async (req) => toPayment(await own(req, req.params.sessionId)),
    );

    authed.get(
      '/payments/:sessionId/receipt',
      {
        schema: {
          tags: ['payments'],
          summary: 'HTML receipt of a paid session of the caller',
          security,
          params: SessionParams,
          produces: ['text/html'],
          response: {
            200: Type.String({ description: 'text/html receipt' }),
            401: ErrorBody,
            404: ErrorBody,
          },
        },
      },
      async (req, reply) => {
        const p = await own(req, req.params.sessionId);
        if (p.status !== 'paid' || !p.paidAt) throw notFound();
        const client = requireClient(req);
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
        return sendHtml(reply, 200, html, pageCsp());
      },
    );
  });

  // ---- Sandbox checkout page (no session: the URL's capability token authorises) ---------------
  await app.register(async (sb: TypedApp) => {
    sb.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );

    /** The sandbox payment of that session if the token is its owner's; else 404 (indistinguishable). */
    async function sandboxPayment(sessionId: string, token: string | undefined) {
      if (!sessionId.startsWith(SANDBOX_PREFIX)) throw notFound();
      const p = await repo.bySessionId(sessionId);
      if (!p || p.provider !== 'sandbox' || !sandbox.verify(sessionId, p.clientId, token))
        throw notFound();
      return p;
    }

    function model(p: PaymentWithName, token: string): SandboxPageModel {
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

    const csp = (p: PaymentWithName) =>
      pageCsp([new URL(p.successUrl).origin, new URL(p.cancelUrl).origin]);

    sb.get(
      '/payments/sandbox/:sessionId',
      {
        schema: {
          tags: ['payments'],
          summary: 'Sandbox checkout page (HTML; no real payment)',
          params: SessionParams,
          querystring: Type.Object({ token: Type.Optional(Type.String({ maxLength: 128 })) }),
          produces: ['text/html'],
          response: { 200: Type.String({ description: 'text/html' }), 404: ErrorBody },
        },
      },
      async (req, reply) => {
        const p = await sandboxPayment(req.params.sessionId, req.query.token);
        return sendHtml(reply, 200, sandboxPage(model(p, req.query.token ?? '')), csp(p));
      },
    );

    sb.post(
      '/payments/sandbox/:sessionId',
      {
        schema: {
          tags: ['payments'],
          summary: 'Form post of the sandbox checkout page: Pay or Cancel (303 to the app)',
          params: SessionParams,
          consumes: ['application/x-www-form-urlencoded'],
          body: Type.Object({
            token: Type.Optional(Type.String({ maxLength: 128 })),
            action: Type.Optional(Type.String({ maxLength: 16 })),
            cardNumber: Type.Optional(Type.String({ maxLength: 64 })),
            expiry: Type.Optional(Type.String({ maxLength: 16 })),
            cvc: Type.Optional(Type.String({ maxLength: 8 })),
            name: Type.Optional(Type.String({ maxLength: 200 })),
          }),
          response: {
            303: Type.Null({ description: 'Redirect to the success or cancel URL' }),
            200: Type.String({ description: 'text/html (the page again; 400 with an error)' }),
            404: ErrorBody,
          },
        },
      },
      async (req, reply) => {
        const b = req.body;
        const token = b.token ?? '';
        const p = await sandboxPayment(req.params.sessionId, token);
        const m = model(p, token);
        const toCancel = (reason: string) =>
          reply.redirect(withQuery(p.cancelUrl, { session_id: p.providerSessionId, reason }), 303);

        if (b.action === 'cancel') {
          if (p.status === 'paid') return reply.redirect(m.successUrl, 303);
          await repo.close(p.id, 'cancelled', 'cancelled');
          return toCancel('cancelled');
        }
        if (p.status === 'cancelled') return sendHtml(reply, 200, sandboxPage(m), csp(p));
        if (p.status === 'paid') {
          // A repeated post (back button, double click): fulfil is a no-op, the return is the same.
          await repo.fulfil(p.id);
          return reply.redirect(m.successUrl, 303);
        }
        const check = checkCard(b);
        if (!check.ok)
          return sendHtml(reply, 400, sandboxPage({ ...m, error: check.error, values: b }), csp(p));
        if (check.outcome === 'declined') {
          await repo.close(p.id, 'failed', check.reason);
          return toCancel(check.reason);
        }
        if ((await repo.fulfil(p.id)).credited > 0) await sendReceipt(app, p.id);
        return reply.redirect(m.successUrl, 303);
      },
    );
  });

  // ---- Stripe: webhook (raw body) and the cancel return ----------------------------------------
  await app.register(async (wh: TypedApp) => {
    // The signature covers the exact bytes Stripe sent: keep the body raw in this scope only.
    wh.removeContentTypeParser('application/json');
    wh.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );

    wh.post(
      '/payments/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Stripe webhook (signature verified; each event processed once)',
          response: {
            200: Type.Object({
              received: Type.Boolean(),
              duplicate: Type.Optional(Type.Boolean()),
            }),
            400: ErrorBody,
            404: ErrorBody,
          },
        },
      },
      async (req) => {
        const provider = app.payments.provider;
        const secret = app.config.stripeWebhookSecret;
        if (!(provider instanceof StripeProvider) || !secret)
          throw new AppError(404, 'NOT_FOUND', 'Stripe payments are not configured');
        const sig = req.headers['stripe-signature'];
        const raw = req.body;
        if (typeof sig !== 'string' || !Buffer.isBuffer(raw))
          throw new AppError(400, 'INVALID_SIGNATURE', 'Missing Stripe signature or body');
        let event: Stripe.Event;
        try {
          event = provider.stripe.webhooks.constructEvent(raw, sig, secret);
        } catch {
          throw new AppError(400, 'INVALID_SIGNATURE', 'Invalid Stripe signature');
        }
        const ref = { id: event.id, provider: 'stripe' as const, type: event.type };
        const handled = [
          'checkout.session.completed',
          'checkout.session.async_payment_succeeded',
          'checkout.session.async_payment_failed',
          'checkout.session.expired',
        ];
        if (!handled.includes(event.type)) return { received: true };
        const session = event.data.object as Stripe.Checkout.Session;
        const p = await repo.bySessionId(session.id);
        if (!p || p.provider !== 'stripe' || (session.metadata?.paymentId ?? p.id) !== p.id) {
          req.log.warn({ event: event.id, session: session.id }, 'webhook for an unknown session');
          return { received: true };
        }
        switch (event.type) {
          case 'checkout.session.completed':
          case 'checkout.session.async_payment_succeeded': {
            const paid =
              session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
            if (!paid) return { received: true, duplicate: !(await repo.recordOnly(ref, p.id)) };
            if (session.amount_total !== p.amountCents || session.currency !== p.currency) {
              req.log.error(
                { event: event.id, amount: session.amount_total, expected: p.amountCents },
                'paid amount does not match the payment: not credited',
              );
              return { received: true, duplicate: !(await repo.recordOnly(ref, p.id)) };
            }
            const r = await repo.fulfil(p.id, ref);
            if (r.credited > 0) await sendReceipt(app, p.id);
            return { received: true, duplicate: r.duplicate };
          }
          case 'checkout.session.async_payment_failed':
            return {
              received: true,
              duplicate: !(await repo.close(p.id, 'failed', 'payment_failed', ref)),
            };
          default:
            return {
              received: true,
              duplicate: !(await repo.close(p.id, 'cancelled', 'expired', ref)),
            };
        }
      },
    );
  });

  app.get(
    '/payments/checkout-cancel/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe Checkout's cancel return: 303 to the app's cancel page with session_id",
        params: Type.Object({ paymentId: Type.String({ format: 'uuid' }) }),
        response: { 303: Type.Null(), 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req, reply) => {
      const p = await repo.byId(req.params.paymentId);
      if (!p) throw notFound();
      return reply.redirect(
        withQuery(p.cancelUrl, { session_id: p.providerSessionId, reason: 'cancelled' }),
        303,
      );
    },
  );
};

export default routes;
