import { request, seg } from '../client';
import type { CallOptions } from '../client';
import type {
  BillingData,
  CreateCheckoutSessionBody,
  CreateCheckoutSessionResponse,
  GetBillingParams,
  UsageAlertLine,
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

/** `GET /billing/alerts`: calls left and the alert threshold of every service. */
export function getUsageAlerts(options?: CallOptions): Promise<UsageAlertLine[]> {
  return request('/billing/alerts', options);
}

/** `PUT /billing/alerts/{service}`: sets the threshold (calls left) of one service. */
export function setUsageAlert(
  service: string,
  threshold: number,
  options?: CallOptions,
): Promise<UsageAlertLine> {
  return request(`/billing/alerts/${seg(service)}`, {
    ...options,
    method: 'PUT',
    body: { threshold },
  });
}

/** `DELETE /billing/alerts/{service}`: removes the alert of one service. */
export function removeUsageAlert(service: string, options?: CallOptions): Promise<UsageAlertLine> {
  return request(`/billing/alerts/${seg(service)}`, { ...options, method: 'DELETE' });
}
