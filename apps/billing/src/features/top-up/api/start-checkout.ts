import { createCheckoutSession } from '@pulse/api-client';
import type { ServiceKey } from '@pulse/api-client';
import { checkoutBody } from '../utils/checkout-body';

/** Opens a checkout session and sends the browser to the provider's hosted page (spec §4 "Payment"). */
export async function startCheckout(serviceType: ServiceKey, quantity: number): Promise<void> {
  const { url } = await createCheckoutSession(
    checkoutBody(serviceType, quantity, window.location.origin),
  );
  window.location.assign(url);
}
