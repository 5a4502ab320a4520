import { request } from '../client';
import type { CallOptions } from '../client';
import type {
  BillingData,
  CreateCheckoutSessionBody,
  CreateCheckoutSessionResponse,
  GetBillingParams,
} from '../types/billing';

/** Spec §7 `GET /billing?month&clientId` with the clientid header → services, totalRequests, totalCost. */
export function getBilling(params: GetBillingParams, options?: CallOptions): Promise<BillingData> {
  return request('/billing', {
    ...options,
    query: { month: params.month, clientId: params.clientId },
    clientIdHeader: true,
  });
}

/** Spec §7 `POST payments/create-checkout-session` → { url } of the hosted payment page. */
export function createCheckoutSession(
  body: CreateCheckoutSessionBody,
  options?: CallOptions,
): Promise<CreateCheckoutSessionResponse> {
  return request('/payments/create-checkout-session', { ...options, method: 'POST', body });
}
