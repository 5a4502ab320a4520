import type { CallOptions } from '@pulse/api-client';
import { DEFAULT_BASE_URL } from '@pulse/api-client';
import { apiGet, seg } from '../../../lib/api';
import type { Payment } from './types';

/** GET /payments/{sessionId}: one checkout of the signed-in client (another client's → 404). */
export function getPayment(sessionId: string, options?: CallOptions): Promise<Payment> {
  return apiGet<Payment>(`/payments/${seg(sessionId)}`, options);
}

/** GET /payments: the client's payment history, newest first. */
export async function listPayments(options?: CallOptions): Promise<Payment[]> {
  const answer = await apiGet<unknown>('/payments', options);
  return Array.isArray(answer) ? (answer as Payment[]) : [];
}

/** Path of a paid session's receipt under the API base (`/api/payments/{id}/receipt`). */
export function receiptPath(sessionId: string): string {
  return `${DEFAULT_BASE_URL}/payments/${seg(sessionId)}/receipt`;
}

/** GET /payments/{sessionId}/receipt: the receipt's HTML, fetched with the session's headers. */
export function getReceiptHtml(sessionId: string, options?: CallOptions): Promise<string> {
  return apiGet<string>(`/payments/${seg(sessionId)}/receipt`, { ...options, as: 'text' });
}
