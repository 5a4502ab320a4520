/**
 * Payments (docs/api-contract.md "Payments"): top-up of paid calls through a hosted
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
 * The flows are in services/payments; fulfilment, from the sandbox or the webhook, credits the
 * calls exactly once (PaymentsRepository.fulfil).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { SERVICE_KEYS } from '@pulse/catalog';
import { SUB_SERVICES } from '../../domain/services.js';
import { requireClient } from '../../plugins/auth.js';
import type { HtmlPage } from '../../services/payments/index.js';
import { BodyErrors, ErrorBody } from '../schemas.js';
import { audited, auditedByService } from '../../plugins/audit-trail.js';

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

type TypedApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The origin the browser reached the API on (the shell's proxy keeps the Host header). */
function requestOrigin(req: FastifyRequest): string {
  return `${req.protocol}://${req.host}`;
}

function sendHtml(reply: FastifyReply, page: HtmlPage) {
  return reply
    .status(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(page.html);
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const payments = app.services.payments;

  // ---- Authenticated JSON endpoints -------------------------------------------------------------
  await app.register(async (authed: TypedApp) => {
    authed.addHook('preHandler', app.authenticate);

    authed.post(
      '/payments/create-checkout-session',
      {
        config: audited<{ sessionId?: string }>({
          action: 'billing.checkout_started',
          target: (_req, res) => (res.sessionId ? `Payment ${res.sessionId}` : null),
          detail: (req) => req.body as Record<string, unknown>,
        }),
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
      async (req) =>
        payments.createCheckout(requireClient(req), req.body, requestOrigin(req), req.log),
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
      async (req) => payments.list(requireClient(req)),
    );

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
      async (req) => payments.get(requireClient(req), req.params.sessionId),
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
      async (req, reply) =>
        sendHtml(reply, await payments.receipt(requireClient(req), req.params.sessionId)),
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
      async (req, reply) =>
        sendHtml(reply, await payments.sandboxPage(req.params.sessionId, req.query.token)),
    );

    sb.post(
      '/payments/sandbox/:sessionId',
      {
        config: auditedByService('billing.top_up'),
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
        const outcome = await payments.sandboxSubmit(req.params.sessionId, req.body);
        return 'redirect' in outcome
          ? reply.redirect(outcome.redirect, 303)
          : sendHtml(reply, outcome.page);
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
        config: auditedByService('billing.top_up'),
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
      async (req) => payments.stripeWebhook(req.body, req.headers['stripe-signature'], req.log),
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
    async (req, reply) => reply.redirect(await payments.cancelReturnUrl(req.params.paymentId), 303),
  );
};

export default routes;
