/**
 * Recognises errors that mean "the database cannot be reached right now" (server down, restarting,
 * refusing connections, pool timeout), as opposed to a bug. The error handler answers those with
 * 503 UNAVAILABLE and Retry-After instead of 500 (docs/api-contract.md).
 */

/** Seconds a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 5;

// Node socket errors and PostgreSQL SQLSTATEs of class 08 (connection exception), 57P01-57P03
// (admin shutdown, crash shutdown, cannot connect now) and 53300 (too many connections).
const NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const PG_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /connection (?:is )?closed/i,
  /PGlite is closed/i,
];

/** True when `err` (or any error in its `cause` chain, e.g. Drizzle's wrapper) is a lost database. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 6; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (
      typeof code === 'string' &&
      (NET_CODES.has(code) || PG_CODES.has(code) || code.startsWith('08'))
    )
      return true;
    if (typeof message === 'string' && MESSAGES.some((m) => m.test(message))) return true;
    // AggregateError (several addresses refused) carries its parts in `errors`.
    const parts = (e as { errors?: unknown }).errors;
    if (Array.isArray(parts) && parts.some((p) => isDatabaseUnavailable(p))) return true;
    e = cause;
  }
  return false;
}
