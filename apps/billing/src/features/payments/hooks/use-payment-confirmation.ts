import { useEffect, useState } from 'react';
import { isApiError } from '@pulse/api-client';
import { getPayment } from '../api/payments';
import type { Payment } from '../api/types';

/** How often and how long the success page asks whether the payment was confirmed. */
export const CONFIRMATION_POLL = { maxTries: 10, intervalMs: 1500 } as const;

export type Confirmation =
  /** No session_id in the URL: nothing to confirm. */
  | { state: 'none' }
  | { state: 'checking' }
  /** Paid: `payment` carries what was credited. */
  | { state: 'paid'; payment: Payment }
  | { state: 'failed'; payment: Payment }
  /** Still pending after every try (a slow webhook): the calls are credited when it arrives. */
  | { state: 'pending'; payment: Payment | null }
  /** The session is not this client's or does not exist (404). */
  | { state: 'not-found' };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * Beyond the spec: polls GET /payments/{sessionId} until it is settled, at most `maxTries` times.
 * Network errors and 5xx count as a try; a 404 stops at once.
 */
export function usePaymentConfirmation(
  sessionId: string | null,
  { maxTries, intervalMs }: { maxTries: number; intervalMs: number } = CONFIRMATION_POLL,
): Confirmation {
  const [confirmation, setConfirmation] = useState<Confirmation>(
    sessionId ? { state: 'checking' } : { state: 'none' },
  );

  useEffect(() => {
    if (!sessionId) {
      setConfirmation({ state: 'none' });
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    setConfirmation({ state: 'checking' });
    void (async () => {
      let last: Payment | null = null;
      for (let attempt = 1; attempt <= maxTries && !signal.aborted; attempt += 1) {
        try {
          last = await getPayment(sessionId, { signal });
          if (signal.aborted) return;
          if (last.status === 'paid') return setConfirmation({ state: 'paid', payment: last });
          if (last.status === 'failed' || last.status === 'cancelled')
            return setConfirmation({ state: 'failed', payment: last });
        } catch (err) {
          if (signal.aborted) return;
          if (isApiError(err) && (err.status === 404 || err.status === 403))
            return setConfirmation({ state: 'not-found' });
        }
        if (attempt < maxTries) await wait(intervalMs, signal);
      }
      if (!signal.aborted) setConfirmation({ state: 'pending', payment: last });
    })();
    return () => controller.abort();
  }, [sessionId, maxTries, intervalMs]);

  return confirmation;
}
