/** Tenancy (docs/architecture.md §4): a client acts only on its own clientId. */
import type { FastifyRequest } from 'fastify';
import type { ClientRow } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { requireClient } from '../plugins/auth.js';

/**
 * The authenticated client, after checking that a `clientId` given in the query is its own.
 * @throws 403 FORBIDDEN for another client's id
 */
export function ownClient(req: FastifyRequest, clientId: string | undefined): ClientRow {
  const client = requireClient(req);
  if (clientId !== undefined && clientId.trim() !== client.clientId)
    throw new AppError(403, 'FORBIDDEN', 'clientId does not belong to the caller');
  return client;
}

/**
 * The mode a read is of (docs/api-contract.md "Test mode"): the `mode` query, else the mode of the
 * request's key, else `live`. A key alone (a machine call) reads its own mode only. With a session,
 * the `licensekey` the dashboard sends on every call (spec §6: the live License Key) does not bind
 * the read: the session's Test/Live view decides, as a session alone may read both.
 * @throws 403 MODE_MISMATCH when the query asks a key alone for the other mode's data
 */
export function readMode(req: FastifyRequest, mode: 'live' | 'test' | undefined): 'live' | 'test' {
  const keyMode = req.apiKeyMode;
  if (keyMode && mode && mode !== keyMode && req.requestType !== 'dashboard')
    throw new AppError(
      403,
      'MODE_MISMATCH',
      keyMode === 'test' ? 'A test key reads test data only' : 'A live key reads live data only',
    );
  return mode ?? keyMode ?? 'live';
}
