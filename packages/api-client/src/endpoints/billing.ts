import { request, seg } from '../client';
import type { CallOptions } from '../client';
import type {
  BillingData,
  CreateCheckoutSessionBody,
  CreateCheckoutSessionResponse,
  BalanceWarningLine,
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

/** `GET /billing/balance-warnings`: calls left and the warning threshold of every service. */
export function getBalanceWarnings(options?: CallOptions): Promise<BalanceWarningLine[]> {
  return request('/billing/balance-warnings', options);
}

/** `PUT /billing/balance-warnings/{service}`: sets the threshold (calls left) of one service. */
export function setBalanceWarning(
  service: string,
  threshold: number,
  options?: CallOptions,
): Promise<BalanceWarningLine> {
  return request(`/billing/balance-warnings/${seg(service)}`, {
    ...options,
    method: 'PUT',
    body: { threshold },
  });
}

/** `DELETE /billing/balance-warnings/{service}`: removes the warning of one service. */
export function removeBalanceWarning(
  service: string,
  options?: CallOptions,
): Promise<BalanceWarningLine> {
  return request(`/billing/balance-warnings/${seg(service)}`, { ...options, method: 'DELETE' });
}

// The names of 3.7 and before, kept for a minor version: same calls, on the new path.
/** @deprecated Use getBalanceWarnings; removed in the next major version. */
export const getUsageAlerts = getBalanceWarnings;
/** @deprecated Use setBalanceWarning; removed in the next major version. */
export const setUsageAlert = setBalanceWarning;
/** @deprecated Use removeBalanceWarning; removed in the next major version. */
export const removeUsageAlert = removeBalanceWarning;
