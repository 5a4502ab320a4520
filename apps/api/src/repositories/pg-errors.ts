/** The SQLSTATE of a database error, possibly wrapped by Drizzle (`cause`); undefined if none. */
function sqlState(err: unknown): string | undefined {
  for (
    let e: unknown = err, depth = 0;
    e && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** True when a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}

/**
 * True when the database refused the data itself (SQLSTATE class 22, "data exception", or 23,
 * "integrity constraint violation"), as opposed to being unreachable or busy: the same statement
 * with other rows may succeed.
 */
export function isDataError(err: unknown): boolean {
  const state = sqlState(err);
  return state !== undefined && (state.startsWith('22') || state.startsWith('23'));
}
