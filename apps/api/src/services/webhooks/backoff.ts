/**
 * Retry schedule of a webhook delivery (docs/adr/0022-webhooks.md): exponential from 30 s,
 * doubling, capped at 1 h, with jitter (each delay is drawn between half and all of its step, so
 * endpoints that failed together do not retry together), for 24 h after the event.
 */

/** Retries stop this long after the delivery was queued (ms). */
export const RETRY_WINDOW_MS = 24 * 3600_000;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 3600_000;

/**
 * Delay before the next attempt after `attempts` failed attempts (1 = the first failed).
 * @param random a number in [0, 1) (Math.random in production)
 */
export function retryDelayMs(attempts: number, random: number): number {
  const step = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(step * (0.5 + 0.5 * random));
}
