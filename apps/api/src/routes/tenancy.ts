/** Tenancy (docs/architecture.md §4): a client acts only on its own clientId. */
import type { FastifyRequest } from 'fastify';
import type { Scope } from '../domain/mode.js';
import { AppError } from '../lib/errors.js';
import { requireScope } from '../plugins/auth.js';

/**
 * The authenticated client and the request's mode, after
 * checking that a `clientId` given in the query is the client's own.
 * @throws 403 FORBIDDEN for another client's id
 */
export function ownScope(req: FastifyRequest, clientId: string | undefined): Scope {
  const scope = requireScope(req);
  if (clientId !== undefined && clientId.trim() !== scope.client.clientId)
    throw new AppError(403, 'FORBIDDEN', 'clientId does not belong to the caller');
  return scope;
}
