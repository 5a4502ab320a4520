import { request, seg } from '../client';
import type { CallOptions } from '../client';
import type { Payment } from '../types/payments';

/** GET /payments/{sessionId}: one checkout of the signed-in client (another client's → 404). */
export function getPayment(sessionId: string, options?: CallOptions): Promise<Payment> {
  return request(`/payments/${seg(sessionId)}`, options);
}

/** GET /payments: the client's payment history, newest first. */
export async function listPayments(options?: CallOptions): Promise<Payment[]> {
  const answer = await request<unknown>('/payments', options);
  return Array.isArray(answer) ? (answer as Payment[]) : [];
}

/** GET /payments/{sessionId}/receipt: the `text/html` receipt of a paid session. */
export async function getReceiptHtml(sessionId: string, options?: CallOptions): Promise<string> {
  const html = await request<unknown>(`/payments/${seg(sessionId)}/receipt`, {
    ...options,
    headers: { accept: 'text/html' },
  });
  return typeof html === 'string' ? html : '';
}
