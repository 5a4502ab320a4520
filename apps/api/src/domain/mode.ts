/**
 * The test/live split (docs/api-contract.md "Test mode"): every request acts in one mode, resolved
 * once by authentication (plugins/auth.ts), and every read, write and charge of mode-scoped data
 * goes through a `Scope` that carries it, so the services and repositories apply it, not the routes.
 */
import type { ClientRow } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';

/** `live` or `test`. */
export type Mode = 'live' | 'test';

/** The header by which a dashboard session asks for a mode (its Test/Live switch). */
export const MODE_HEADER = 'pulse-mode';

/** Whose data a request may touch: one client's, of one mode. */
export interface Scope {
  client: ClientRow;
  mode: Mode;
}

/** `live`/`test` as given, or undefined for anything else. */
export function asMode(value: unknown): Mode | undefined {
  return value === 'live' || value === 'test' ? value : undefined;
}

/** 403 MODE_MISMATCH for a key asked for the other mode's data. */
export function modeMismatch(keyMode: Mode): AppError {
  return new AppError(
    403,
    'MODE_MISMATCH',
    keyMode === 'test' ? 'A test key reads test data only' : 'A live key reads live data only',
  );
}

/**
 * The mode a request acts in:
 * - a key that binds (an API key alone; a `pk_test_…` key, also inside a session) gives its own
 *   mode, and asking it for the other one is refused;
 * - otherwise (a dashboard session, alone or with its live License Key) the mode asked for, else
 *   `live`. A session may read both: it owns the account, and test is never charged.
 * @param boundBy the mode of the key that binds the request, or null
 * @param asked the `mode` query, else the Pulse-Mode header; undefined when neither was sent
 * @throws 403 MODE_MISMATCH when `asked` is not the binding key's mode
 */
export function resolveMode(boundBy: Mode | null, asked: Mode | undefined): Mode {
  if (boundBy) {
    if (asked && asked !== boundBy) throw modeMismatch(boundBy);
    return boundBy;
  }
  return asked ?? 'live';
}

/**
 * Refuses test mode for live-only data: billing, balances and the account summary (test calls are
 * never charged, so test mode has no billing view).
 * @throws 403 MODE_MISMATCH "Test mode has no billing: test calls are never charged"
 */
export function requireLive(scope: Scope): void {
  if (scope.mode !== 'live')
    throw new AppError(
      403,
      'MODE_MISMATCH',
      'Test mode has no billing: test calls are never charged',
    );
}

/**
 * Refuses a write in test mode to data both modes share: a tenant's watchlists are screened by its
 * live and test lookups alike (docs/adr/0048-custom-watchlists.md), so a change made with a test
 * key or from the Test view would change what live screening sees. Test mode reads them only.
 * @throws 403 TEST_MODE_READ_ONLY
 */
export function requireLiveWrite(scope: Scope): void {
  if (scope.mode !== 'live')
    throw new AppError(
      403,
      'TEST_MODE_READ_ONLY',
      'Watchlists are shared by live and test mode and change in live mode only: use a live key or the Live view',
    );
}
