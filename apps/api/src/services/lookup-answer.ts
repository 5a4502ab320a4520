/**
 * The answer of a metered lookup, `{ <pulseKey>: { report }, decision? }`, built from what its
 * report stores (services/lookups.ts when the call answers, services/request-log.ts for the
 * request log's detail).
 */
import { catalogEntry, type PulseKey, type ServiceKey } from '@pulse/catalog';
import type { EngineResult } from '@pulse/engines';
import type { ReportDecision } from '../domain/rules/types.js';

/** The `report` of a lookup answer. */
export interface LookupReportBody<R> {
  referenceID: string;
  requestDateTime: string;
  jsonResponse: { results: EngineResult<R> };
}

/**
 * A lookup answer: `{ <pulseKey>: { report }, decision? }`; `decision` only when the tenant has a
 * rule set of the call's mode.
 */
export type LookupAnswer<K extends ServiceKey, R> = {
  [P in PulseKey<K>]: { report: LookupReportBody<R> };
} & { decision?: ReportDecision };

/**
 * The answer of a metered lookup, `{ <pulseKey>: { report: { referenceID, requestDateTime,
 * jsonResponse: { results } } } }`, from what its report stores: built here
 * when the call answers, and again by the request log's detail, which keeps no copy of it.
 */
export function lookupAnswer(
  service: ServiceKey,
  referenceID: string,
  requestDateTime: string,
  results: unknown,
): Record<
  string,
  { report: { referenceID: string; requestDateTime: string; jsonResponse: { results: unknown } } }
> {
  return {
    [catalogEntry(service).pulseKey]: {
      report: { referenceID, requestDateTime, jsonResponse: { results } },
    },
  };
}
