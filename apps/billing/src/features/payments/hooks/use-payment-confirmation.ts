import { useQuery, type QueryState } from '@tanstack/react-query';
import { isApiError, paymentQueries } from '@pulse/api-client';
import type { Payment } from '../api/types';

/** How often (`intervalMs`, ms) and how many times in all (`maxTries`) the success page asks. */
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
  /** The session is not this client's or does not exist (404 or 403). */
  | { state: 'not-found' };

/** The session is unknown or not this client's: asking again cannot change the answer. */
const notFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 403);

/** The payment is paid, failed or cancelled: its confirmation is over. */
const settled = (payment: Payment | undefined) =>
  !!payment &&
  (payment.status === 'paid' || payment.status === 'failed' || payment.status === 'cancelled');

/**
 * Whether the query should ask again: not while its last answer is a 404/403 or a settled payment,
 * and not once it has answered `maxTries` times (a network error or a 5xx is an answer, a try).
 */
const asksAgain = (state: QueryState<Payment, Error>, maxTries: number) =>
  !(state.status === 'error' && notFound(state.error)) &&
  !settled(state.data) &&
  state.dataUpdateCount + state.errorUpdateCount < maxTries;

/**
 * Beyond the spec: polls GET /payments/{sessionId} (`paymentQueries.detail`) until the payment is
 * settled, asking every `intervalMs` ms (counted from the last answer) and at most `maxTries`
 * times in all. A network error or a 5xx counts as a try; a 404 or 403 stops at once.
 *
 * The counting is the query's own (its answers, not TanStack's retries: `retry` is off here), and
 * a session's query leaves the cache with the page (`gcTime: 0`), so every visit of the page asks
 * `maxTries` times again. Polling goes on in a background tab and offline (a network error is a
 * try there too).
 *
 * @param sessionId the checkout session of the URL's `session_id`, or null when there is none
 * @returns 'none' without a session; 'checking' while asking; 'paid' or 'failed' with the payment;
 *   'not-found'; 'pending' with the last payment read (or null) when every try found it pending
 */
export function usePaymentConfirmation(
  sessionId: string | null,
  { maxTries, intervalMs }: { maxTries: number; intervalMs: number } = CONFIRMATION_POLL,
): Confirmation {
  const { data, error, isError, isEnabled } = useQuery({
    ...paymentQueries.detail({ sessionId: sessionId ?? '' }),
    enabled: (query) => !!sessionId && asksAgain(query.state, maxTries),
    refetchInterval: (query) => (asksAgain(query.state, maxTries) ? intervalMs : false),
    refetchIntervalInBackground: true,
    networkMode: 'always',
    retry: false,
    gcTime: 0,
  });

  if (!sessionId) return { state: 'none' };
  if (isError && notFound(error)) return { state: 'not-found' };
  if (data?.status === 'paid') return { state: 'paid', payment: data };
  if (data && settled(data)) return { state: 'failed', payment: data };
  if (!isEnabled) return { state: 'pending', payment: data ?? null };
  return { state: 'checking' };
}
