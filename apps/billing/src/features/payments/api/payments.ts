import { DEFAULT_BASE_URL } from '@pulse/api-client';

/** Path of a paid session's receipt under the API base (`/api/payments/{id}/receipt`). */
export function receiptPath(sessionId: string): string {
  return `${DEFAULT_BASE_URL}/payments/${encodeURIComponent(sessionId)}/receipt`;
}
