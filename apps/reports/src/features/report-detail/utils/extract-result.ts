import type { DataSource, ReportDetail, ServiceKey } from '@pulse/api-client';

/** A service result as every card reads it (docs/architecture.md §6): reasons and sources default to []. */
export interface ServiceResult<R = Record<string, unknown>> {
  status: string | null;
  message: string | null;
  response: R | null;
  reasons: string[];
  sources: DataSource[];
}

/** The result key of each service inside a lookup answer (spec §3 "Demo result location by type"). */
export const PULSE_KEYS: Readonly<Record<ServiceKey, string>> = {
  emailLookup: 'emailPulse',
  phoneLookup: 'phonePulse',
  addressLookup: 'addressPulse',
  ipLookup: 'ipPulse',
  binLookup: 'binPulse',
  amlPerson: 'individualAMLPulse',
  amlBusiness: 'businessAMLPulse',
  fraudEngine: 'fraudEngine',
};

type Obj = Record<string, unknown>;

const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function sourcesOf(v: unknown): DataSource[] {
  if (!Array.isArray(v)) return [];
  return v.filter(isObj).flatMap((s) => {
    const name = str(s.name);
    if (!name) return [];
    const out: DataSource = { name };
    if (str(s.version)) out.version = s.version as string;
    if (str(s.licence)) out.licence = s.licence as string;
    return [out];
  });
}

/** Normalises anything shaped like `{ status, message, response, reasons, sources }`. */
export function toServiceResult<R = Obj>(v: unknown): ServiceResult<R> | null {
  if (!isObj(v)) return null;
  const looksLikeResult = 'response' in v || 'status' in v || 'message' in v;
  if (!looksLikeResult) return null;
  return {
    status: str(v.status),
    message: str(v.message),
    response: (isObj(v.response) ? v.response : null) as R | null,
    reasons: Array.isArray(v.reasons)
      ? v.reasons.filter((r): r is string => typeof r === 'string')
      : [],
    sources: sourcesOf(v.sources),
  };
}

/** A whole lookup answer stored as is: `{ report: { jsonResponse: { results } } }`. */
function fromLookupAnswer(v: unknown): unknown {
  if (!isObj(v) || !isObj(v.report) || !isObj(v.report.jsonResponse)) return undefined;
  return v.report.jsonResponse.results;
}

/**
 * Where a report's result sits (spec §3 "The result can sit in several places"), first match wins:
 * 1. `jsonResponse.results` — the result object (API contract: `{ status, message, response, … }`);
 * 2. `jsonResponse.<pulseKey>` — e.g. `phonePulse` holding the result (or a whole lookup answer);
 * 3. `jsonResponse.fraudEngine.results` — a fraud-engine report stored under its key;
 * 4. `jsonResponse` itself, when it carries `response` directly.
 * Returns null when none holds a result.
 */
export function extractResult(
  report: Pick<ReportDetail, 'apiService' | 'report'> | null | undefined,
): ServiceResult | null {
  const json = report?.report?.jsonResponse;
  if (!report || !isObj(json)) return null;
  const key = PULSE_KEYS[report.apiService as ServiceKey];
  const candidates: unknown[] = [json.results];
  if (key) {
    const keyed = json[key];
    candidates.push(keyed, fromLookupAnswer(keyed));
    if (isObj(keyed)) candidates.push(keyed.results);
  }
  if (isObj(json.fraudEngine)) candidates.push(json.fraudEngine.results);
  if ('response' in json) candidates.push(json);
  for (const c of candidates) {
    const r = toServiceResult(c);
    if (r && (r.response !== null || r.status !== null)) return r;
  }
  return null;
}

/** The sub-results of a fraud-engine response (API contract): each null when skipped. */
export interface FraudEngineResponse {
  riskScore: number | null;
  individualAMLPulse: ServiceResult | null;
  businessAMLPulse: ServiceResult | null;
  emailPulse: ServiceResult | null;
  ipPulse: ServiceResult | null;
  phonePulse: ServiceResult | null;
  binPulse: ServiceResult | null;
  addressPulse: ServiceResult | null;
}

export function fraudEngineParts(response: Obj | null | undefined): FraudEngineResponse {
  const r = response ?? {};
  const score =
    typeof r.riskScore === 'number' && Number.isFinite(r.riskScore) ? r.riskScore : null;
  return {
    riskScore: score,
    individualAMLPulse: toServiceResult(r.individualAMLPulse),
    businessAMLPulse: toServiceResult(r.businessAMLPulse),
    emailPulse: toServiceResult(r.emailPulse),
    ipPulse: toServiceResult(r.ipPulse),
    phonePulse: toServiceResult(r.phonePulse),
    binPulse: toServiceResult(r.binPulse),
    addressPulse: toServiceResult(r.addressPulse),
  };
}

/** The report's status: the stored one, else the result's. */
export function reportStatus(report: ReportDetail, result: ServiceResult | null): string | null {
  return str(report.status) ?? result?.status ?? null;
}
