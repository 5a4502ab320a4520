/**
 * The metered lookup use case (DESIGN §5, §6; docs/api-contract.md):
 *
 * 1. the client's flag for the service must be on (else 403 SERVICE_DISABLED);
 * 2. the engine runs (no database work; an exception is a 500 and consumes nothing);
 * 3. ONE transaction consumes a call (free first, then paid) and writes the report and its outcome
 *    counter (MeteringRepository.recordLookup, or recordBatch for concurrent lookups of one client via
 *    MeteringBatcher); no call left → 402 NO_CALLS_LEFT and nothing written.
 *    A result with status ERROR (the engine could not check, e.g. its data set is not loaded), or a
 *    fraud-engine result with a part that could not run, is written as a report without consuming
 *    a call; its text tells the customer so, in their words (the operator's cause goes to the log).
 */
import type { EngineResult } from '@pulse/engines';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_CATALOG, LOOKUPS, type LookupService } from '../domain/catalog.js';
import { AppError } from '../lib/errors.js';
import { generateReferenceId } from '../lib/reference-id.js';
import { requireClient } from '../plugins/auth.js';
import { customerFacingError, hasPartNotRun } from './fraud-engine.js';

export interface LookupReportBody {
  referenceID: string;
  requestDateTime: string;
  jsonResponse: { results: EngineResult<unknown> };
}

export async function displayName(app: FastifyInstance, service: string): Promise<string> {
  const row = await app.repos.catalog.get(service).catch(() => undefined);
  return row?.displayName ?? DEFAULT_CATALOG.find((e) => e.key === service)?.displayName ?? service;
}

export const serviceDisabled = (name: string) =>
  new AppError(
    403,
    'SERVICE_DISABLED',
    `${name} is not enabled for your account. Please contact support.`,
  );

export const noCallsLeft = (name: string) =>
  new AppError(402, 'NO_CALLS_LEFT', `No calls left for ${name}: top up on the Billing page.`);

/**
 * Runs one metered lookup for the authenticated client of `req`.
 * @param run the engine call
 * @param input the request as stored in the report (`inputRequest`)
 * @returns `{ <pulseKey>: { report } }`
 */
export async function meteredLookup(
  app: FastifyInstance,
  req: FastifyRequest,
  service: LookupService,
  input: Record<string, unknown>,
  run: () => EngineResult<unknown> | Promise<EngineResult<unknown>>,
): Promise<Record<string, { report: LookupReportBody }>> {
  const client = requireClient(req);
  if (!client[service]) throw serviceDisabled(await displayName(app, service));

  const produced = await run();
  if (produced.status === 'ERROR')
    req.log.warn({ service, cause: produced.message }, 'lookup could not run; not charged');
  const result = produced.status === 'ERROR' ? customerFacingError(produced) : produced;
  const now = new Date();
  const referenceId = generateReferenceId();
  const report = {
    referenceId,
    clientUuid: client.id,
    service,
    requestType: req.requestType ?? 'api',
    status: result.status,
    apiKeyUsed: req.apiKeyMasked ?? 'session',
    inputRequest: input,
    result,
    requestDateTime: now,
  } as const;
  if (result.status === 'ERROR' || hasPartNotRun(result.response)) {
    await app.repos.metering.recordUnmetered(report);
  } else {
    const pool = await app.meteringBatcher.submit(report);
    if (!pool) throw noCallsLeft(await displayName(app, service));
  }
  return {
    [LOOKUPS[service].pulseKey]: {
      report: {
        referenceID: referenceId,
        requestDateTime: now.toISOString(),
        jsonResponse: { results: result },
      },
    },
  };
}
