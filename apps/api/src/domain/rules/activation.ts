/**
 * One stored report as the CEL activation of the decision rules: the response of its service under
 * that service's variable (`email`, `ip`…), each part of a combined fraud check under its own, the
 * combined check's score under `fraud`, and `report` (service, status, request type). A part that
 * did not run or could not run (status ERROR, no response) is absent, as are fields no source knew.
 */
import { groupValues, type SignalGroup } from './signals.js';

/** The CEL variable of each single service. */
const GROUP_OF_SERVICE: Record<string, SignalGroup> = {
  emailLookup: 'email',
  phoneLookup: 'phone',
  ipLookup: 'ip',
  binLookup: 'bin',
  addressLookup: 'address',
  amlPerson: 'aml',
  amlBusiness: 'aml',
};

/** The CEL variable of each part of a combined fraud check, by its answer key. */
const GROUP_OF_PART: ReadonlyArray<readonly [string, SignalGroup]> = [
  ['emailPulse', 'email'],
  ['phonePulse', 'phone'],
  ['ipPulse', 'ip'],
  ['binPulse', 'bin'],
  ['addressPulse', 'address'],
  ['individualAMLPulse', 'aml'],
  ['businessAMLPulse', 'aml'],
];

/** What the activation needs of a stored report. */
export interface StoredReport {
  /** The service key (`emailLookup`, `fraudEngine`…). */
  service: string;
  /** The stored status (VERIFIED…DECLINED, ERROR). */
  status: string;
  /** `api` or `dashboard`; absent when not read. */
  requestType?: string;
  /** `reports.result`: `{ status, message, response, reasons, sources }`. */
  result: unknown;
}

/** The CEL activation: one object per variable present. */
export type Activation = Partial<Record<SignalGroup, Record<string, unknown>>>;

const objectOr = (v: unknown): Record<string, unknown> | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : undefined;

/** The part's values when it ran and has a response object, else undefined. */
function part(group: SignalGroup, result: unknown): Record<string, unknown> | undefined {
  const r = objectOr(result);
  const response = objectOr(r?.response);
  if (!r || !response || r.status === 'ERROR') return undefined;
  return groupValues(group, response, r.status);
}

/**
 * Builds the activation of one stored report (a pure function: the backtest calls it per row).
 * @param report the service, stored status and `result` jsonb (already parsed) of the report
 */
export function activationOf(report: StoredReport): Activation {
  const out: Activation = {
    report: groupValues(
      'report',
      { service: report.service, status: report.status, requestType: report.requestType },
      report.status,
    ),
  };
  const single = GROUP_OF_SERVICE[report.service];
  if (single) {
    const values = part(single, report.result);
    if (values) out[single] = values;
    return out;
  }
  if (report.service !== 'fraudEngine') return out;
  const r = objectOr(report.result);
  const response = objectOr(r?.response);
  if (!r || !response) return out;
  out.fraud = groupValues('fraud', response, r.status);
  for (const [key, group] of GROUP_OF_PART) {
    if (out[group]) continue; // individual AML before business AML: only one runs per check
    const values = part(group, response[key]);
    if (values) out[group] = values;
  }
  return out;
}
