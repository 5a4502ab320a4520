/**
 * Opening a hosted checkout for a top-up of paid calls: validates
 * (spec §9 minimums, the enterprise rule, return URLs on the app's origin), prices in integer cents
 * from the catalog row, asks the provider for a session and writes the pending payments row.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { PaymentProvider } from '../../payments/provider.js';
import type { Repositories } from '../../repositories/index.js';

/** Largest quantity of one top-up. */
export const MAX_QUANTITY = 10_000_000;
/** Largest amount of one payment (Stripe's limit for USD: $999,999.99). */
export const MAX_AMOUNT_CENTS = 99_999_999;

export const invalid = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

export interface CheckoutInput {
  serviceType: string;
  serviceSubType?: string | undefined;
  purchaseType: string;
  quantity: number;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutDeps {
  repos: Repositories;
  provider: PaymentProvider;
  /** Origins a return URL may point to (the app's). */
  allowedOrigins: ReadonlySet<string>;
  publicAppUrl: string;
}

/** A return URL must be http(s) on the app's origin: the API never redirects elsewhere. */
export function checkReturnUrl(
  deps: Pick<CheckoutDeps, 'allowedOrigins' | 'publicAppUrl'>,
  field: string,
  raw: string,
): string {
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
    !deps.allowedOrigins.has(u.origin)
  )
    throw invalid(`${field} must be on the app's origin (${deps.publicAppUrl})`);
  u.hash = '';
  u.searchParams.delete('session_id');
  u.searchParams.delete('reason');
  return u.toString();
}

/**
 * Opens a checkout for the client.
 * @param apiOrigin the origin the browser reached the API on (the sandbox page is served there)
 * @param log where a provider failure is logged
 * @returns the hosted page and the public session id
 * @throws 400 VALIDATION_ERROR / MINIMUM_QUANTITY, 403 ENTERPRISE_ONLY, 502 PAYMENT_PROVIDER_ERROR
 */
export async function createCheckout(
  deps: CheckoutDeps,
  client: ClientRow,
  b: CheckoutInput,
  apiOrigin: string,
  log: FastifyBaseLogger,
): Promise<{ url: string; sessionId: string }> {
  const { repos, provider } = deps;
  if (b.serviceSubType !== undefined && b.serviceType !== 'fraudEngine')
    throw invalid('serviceSubType is only accepted for Fraud Engine sub-services');
  const service = await repos.catalog.get(b.serviceType);
  if (!service) throw invalid('serviceType is not an accepted value');
  if (b.serviceType === 'fraudEngine' || service.topUpMinimum === null)
    throw new AppError(
      403,
      'ENTERPRISE_ONLY',
      'Fraud Engine is available exclusively for our Enterprise customers.',
    );
  const successUrl = checkReturnUrl(deps, 'successUrl', b.successUrl);
  const cancelUrl = checkReturnUrl(deps, 'cancelUrl', b.cancelUrl);
  if (!Number.isSafeInteger(b.quantity)) throw invalid('quantity must be a whole number');
  if (b.quantity < service.topUpMinimum)
    throw new AppError(
      400,
      'MINIMUM_QUANTITY',
      `Minimum quantity for ${service.displayName} is ${service.topUpMinimum} calls`,
    );
  if (b.quantity > MAX_QUANTITY)
    throw invalid(`Maximum quantity for ${service.displayName} is ${MAX_QUANTITY}`);
  const amountCents = b.quantity * service.costPerCallCents;
  if (amountCents > MAX_AMOUNT_CENTS)
    throw invalid('The amount of one payment cannot exceed $999,999.99');

  const paymentId = randomUUID();
  let session;
  try {
    session = await provider.createCheckoutSession({
      paymentId,
      tenantId: client.id,
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
      apiOrigin,
    });
  } catch (err) {
    log.error({ err }, 'payment provider refused the checkout session');
    throw new AppError(
      502,
      'PAYMENT_PROVIDER_ERROR',
      'The payment provider is not available. Please try again later.',
    );
  }
  await repos.payments.insert({
    id: paymentId,
    tenantId: client.id,
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
}
