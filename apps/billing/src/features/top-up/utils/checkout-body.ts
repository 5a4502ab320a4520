import type {
  CreateCheckoutSessionBody,
  FraudEngineSubService,
  ServiceKey,
} from '@pulse/api-client';

/**
 * The create-checkout-session body (spec §7): serviceType is the service key,
 * purchaseType 'single', and the browser returns to /payment-success or /payment-cancel on this
 * origin. serviceSubType is sent only for a fraud-engine sub-service (serviceType fraudEngine),
 * which the Top Up form never submits (Fraud Engine is enterprise only), so in practice it is absent.
 */
export function checkoutBody(
  serviceType: ServiceKey,
  quantity: number,
  origin: string,
  serviceSubType?: FraudEngineSubService,
): CreateCheckoutSessionBody {
  return {
    serviceType,
    ...(serviceType === 'fraudEngine' && serviceSubType ? { serviceSubType } : {}),
    purchaseType: 'single',
    quantity,
    successUrl: `${origin}/payment-success`,
    cancelUrl: `${origin}/payment-cancel`,
  };
}
