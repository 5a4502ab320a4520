/**
 * Stripe Checkout (when STRIPE_SECRET_KEY is set). The session carries our payment id, client,
 * service and quantity in its metadata; the webhook (routes/payments) verifies the signature with
 * STRIPE_WEBHOOK_SECRET over the raw body and fulfils through PaymentsRepository.fulfil.
 *
 * Stripe's success_url supports the `{CHECKOUT_SESSION_ID}` template; its cancel_url does not, so the
 * cancel return goes through GET /api/payments/checkout-cancel/{paymentId}, which redirects to the
 * app's cancel URL with session_id and reason.
 */
import Stripe from 'stripe';
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from './provider.js';

/** Largest line-item quantity sent as such; bigger top-ups go as one line priced in total. */
const MAX_LINE_QUANTITY = 999_999;

function lineItem(req: CheckoutRequest): Stripe.Checkout.SessionCreateParams.LineItem {
  const name = `${req.serviceName} calls`;
  if (req.quantity <= MAX_LINE_QUANTITY)
    return {
      quantity: req.quantity,
      price_data: {
        currency: req.currency,
        unit_amount: req.unitAmountCents,
        product_data: { name, description: 'Paid calls of the Pulse API (they do not expire)' },
      },
    };
  return {
    quantity: 1,
    price_data: {
      currency: req.currency,
      unit_amount: req.amountCents,
      product_data: {
        name: `${name} × ${req.quantity.toLocaleString('en-US')}`,
        description: `${req.quantity} paid calls at ${req.unitAmountCents} cents each`,
      },
    },
  };
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly stripe: Stripe;

  constructor(secretKey: string, stripe?: Stripe) {
    this.stripe = stripe ?? new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  }

  async createCheckoutSession(req: CheckoutRequest): Promise<CheckoutSession> {
    const sep = req.successUrl.includes('?') ? '&' : '?';
    const metadata = {
      paymentId: req.paymentId,
      clientId: req.clientId,
      service: req.service,
      quantity: String(req.quantity),
    };
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: req.clientId,
        customer_email: req.customerEmail,
        line_items: [lineItem(req)],
        metadata,
        payment_intent_data: { metadata },
        success_url: `${req.successUrl}${sep}session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${req.apiOrigin}/api/payments/checkout-cancel/${req.paymentId}`,
      },
      { idempotencyKey: `pulse-checkout-${req.paymentId}` },
    );
    if (!session.url) throw new Error('Stripe returned a checkout session without a url');
    return { sessionId: session.id, url: session.url };
  }
}
