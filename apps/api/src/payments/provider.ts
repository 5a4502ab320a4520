/**
 * The payment provider interface (docs/architecture.md §4 "Payments"): a provider opens a hosted checkout for one
 * payments row and answers the page the browser is sent to. Two implementations:
 *  - StripeProvider (`STRIPE_SECRET_KEY` set): Stripe Checkout; fulfilment comes through the signed
 *    webhook POST /api/payments/webhook;
 *  - SandboxProvider (default): the API's own card page GET /api/payments/sandbox/{sessionId}, which
 *    accepts the card-network test numbers; fulfilment comes from its form post.
 * Both fulfil through PaymentsRepository.fulfil, which credits the calls exactly once.
 */
export type ProviderName = 'sandbox' | 'stripe';

export interface CheckoutRequest {
  /** Our payments row id (uuid), created before the provider session. */
  paymentId: string;
  /** Client uuid and public clientId. */
  tenantId: string;
  clientId: string;
  customerEmail: string;
  service: string;
  serviceName: string;
  quantity: number;
  /** Price of one call, integer cents. */
  unitAmountCents: number;
  /** quantity × unitAmountCents, integer cents. */
  amountCents: number;
  currency: 'usd';
  /** Return URLs on the app's origin (already checked), without session_id. */
  successUrl: string;
  cancelUrl: string;
  /** Origin the browser reached the API on (e.g. http://localhost:3000 through the shell's proxy). */
  apiOrigin: string;
}

export interface CheckoutSession {
  /** The provider's session id: the public sessionId of the payment. */
  sessionId: string;
  /** The hosted page the browser goes to. */
  url: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckoutSession(req: CheckoutRequest): Promise<CheckoutSession>;
}

/** `url` with `params` added to its query (existing parameters kept). */
export function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}
