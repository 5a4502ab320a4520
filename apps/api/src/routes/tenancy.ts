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
