/**
 * The combined fraud engine (docs/api-contract.md "Implementation notes (AML and fraud
 * engine)"): runs every sub-service that has input, in parallel, and combines their results.
 *
 * Decision rules:
 * - status: the most severe status among the sub-results that could check, by the precedence
 *   DECLINED > RISKY > SUSPICIOUS > VERIFIED. A sub-result with status ERROR (its data is not
 *   loaded, or its engine failed) does not decide; when EVERY sub-result is ERROR, the combined
 *   status is ERROR (recorded, not charged, like any ERROR lookup).
 * - riskScore (0–100): each checked sub-result contributes `weight × statusRisk`, with statusRisk
 *   VERIFIED 0, SUSPICIOUS 40, RISKY 70, DECLINED 100 and weights individual/business AML 1.0,
 *   IP 0.8, email 0.7, phone 0.7, BIN 0.6, address 0.5; riskScore = round(max contribution +
 *   0.1 × sum of the other contributions), capped at 100 (0 when nothing could be checked).
 * - reasons: first the sub-service(s) that drove the status, then every other non-VERIFIED or
 *   ERROR sub-result, each naming the sub-service.
 */
import { CATALOG, type FraudEngineSubService, type PulseKey } from '@pulse/catalog';
import type {
  AddressResponse,
  BinResponse,
  EmailResponse,
  EngineResult,
  EngineStatus,
  IpResponse,
  PhoneResponse,
  SourceInfo,
} from '@pulse/engines';
import type { AmlResponse } from '@pulse/engines/aml';

/**
 * What a customer reads when a check could not run: in their words,
 * that it did not run and was not charged; never the operator's cause (logged instead).
 */
export const NOT_RUN_MESSAGE =
  'This check could not run right now, so you were not charged for it. Please try again later.';

/** The customer-facing form of a result that could not be produced (status ERROR). */
export function customerFacingError<T>(r: EngineResult<T>): EngineResult<T> {
  return { ...r, message: NOT_RUN_MESSAGE, reasons: ['The check could not run'] };
}

/** True when a fraud-engine result has a part that could not run (the call is then not charged). */
export function hasPartNotRun(response: unknown): boolean {
  if (!response || typeof response !== 'object') return false;
  const r = response as Record<string, { status?: unknown } | null | undefined>;
  return FRAUD_SUB_KEYS.some((k) => r[k]?.status === 'ERROR');
}

export const FRAUD_SUB_KEYS = [
  'individualAMLPulse',
  'businessAMLPulse',
  'emailPulse',
  'ipPulse',
  'phonePulse',
  'binPulse',
  'addressPulse',
] as const satisfies readonly PulseKey<FraudEngineSubService>[];
export type FraudSubKey = (typeof FRAUD_SUB_KEYS)[number];

/** Display name of each sub-service by its answer key, from the catalog ("ipPulse" → "IP Lookup"). */
export const SUB_LABELS = Object.fromEntries(
  CATALOG.filter((e) => e.key !== 'fraudEngine').map((e) => [e.pulseKey, e.displayName]),
) as Record<FraudSubKey, string>;

export const STATUS_RISK: Record<Exclude<EngineStatus, 'ERROR'>, number> = {
  VERIFIED: 0,
  SUSPICIOUS: 40,
  RISKY: 70,
  DECLINED: 100,
};

export const SUB_WEIGHTS: Record<FraudSubKey, number> = {
  individualAMLPulse: 1,
  businessAMLPulse: 1,
  ipPulse: 0.8,
  emailPulse: 0.7,
  phonePulse: 0.7,
  binPulse: 0.6,
  addressPulse: 0.5,
};

const PRECEDENCE: Record<EngineStatus, number> = {
  ERROR: -1,
  VERIFIED: 0,
  SUSPICIOUS: 1,
  RISKY: 2,
  DECLINED: 3,
};

/** The response object of each sub-service, by its answer key. */
export interface SubResponses {
  individualAMLPulse: AmlResponse;
  businessAMLPulse: AmlResponse;
  emailPulse: EmailResponse;
  ipPulse: IpResponse;
  phonePulse: PhoneResponse;
  binPulse: BinResponse;
  addressPulse: AddressResponse;
}

/** Each sub-service's result; null when it had no input. */
export type SubResults = { [K in FraudSubKey]: EngineResult<SubResponses[K]> | null };

/** The sub-services to run, by answer key. */
export type SubTasks = {
  [K in FraudSubKey]?: () => Promise<EngineResult<SubResponses[K]>> | EngineResult<SubResponses[K]>;
};

/**
 * The result of a sub-service whose engine threw: ERROR, with no response object (an ERROR
 * result is never read for its response).
 */
function failed<R>(key: FraudSubKey, err: unknown): EngineResult<R> {
  return {
    status: 'ERROR',
    message: `${SUB_LABELS[key]} could not run: ${err instanceof Error ? err.message : String(err)}`,
    response: null as R,
    reasons: [`${SUB_LABELS[key]} failed`],
    sources: [],
  };
}

/**
 * Runs one task into `out`; an engine that throws, or answers ERROR, gives an ERROR sub-result in the
 * customer's words (`onError` receives the operator's cause).
 */
async function runOne<K extends FraudSubKey>(
  out: SubResults,
  key: K,
  tasks: SubTasks,
  onError: (key: FraudSubKey, cause: string) => void,
) {
  const run = tasks[key];
  if (!run) return;
  let result: EngineResult<SubResponses[K]>;
  try {
    result = await run();
  } catch (err) {
    result = failed(key, err);
  }
  if (result.status === 'ERROR') {
    onError(key, result.message);
    result = customerFacingError(result);
  }
  (out as { [P in K]: EngineResult<SubResponses[P]> | null })[key] = result;
}

export interface FraudEngineResponse extends SubResults {
  riskScore: number;
}

/**
 * Runs the given tasks in parallel; an engine that throws, or answers ERROR, gives an ERROR
 * sub-result in the customer's words (`onError` receives the operator's cause, for the log).
 */
export async function runSubServices(
  tasks: SubTasks,
  onError: (key: FraudSubKey, cause: string) => void = () => undefined,
): Promise<SubResults> {
  const out: SubResults = {
    individualAMLPulse: null,
    businessAMLPulse: null,
    emailPulse: null,
    ipPulse: null,
    phonePulse: null,
    binPulse: null,
    addressPulse: null,
  };
  await Promise.all(FRAUD_SUB_KEYS.map((key) => runOne(out, key, tasks, onError)));
  return out;
}

/** Combines the sub-results into the fraud engine's result (rules above). */
export function combine(subs: SubResults): EngineResult<FraudEngineResponse> {
  const ran = FRAUD_SUB_KEYS.filter((k) => subs[k] !== null);
  const checked = ran.filter((k) => subs[k]?.status !== 'ERROR');
  const status: EngineStatus = checked.length
    ? checked.reduce<EngineStatus>((worst, k) => {
        const s = (subs[k] as EngineResult<unknown>).status;
        return PRECEDENCE[s] > PRECEDENCE[worst] ? s : worst;
      }, 'VERIFIED')
    : 'ERROR';
  const contributions = checked
    .map(
      (k) => SUB_WEIGHTS[k] * STATUS_RISK[(subs[k] as EngineResult<unknown>).status as 'VERIFIED'],
    )
    .sort((a, b) => b - a);
  const [top = 0, ...rest] = contributions;
  const riskScore = Math.min(100, Math.round(top + 0.1 * rest.reduce((a, b) => a + b, 0)));

  const drivers = checked.filter((k) => subs[k]?.status === status);
  const reasons: string[] = [];
  const line = (k: FraudSubKey) => {
    const r = subs[k] as EngineResult<unknown>;
    return `${SUB_LABELS[k]} ${r.status}: ${r.message}`;
  };
  if (status === 'ERROR') {
    reasons.push('No check could run');
    for (const k of ran) reasons.push(line(k));
  } else {
    for (const k of drivers) reasons.push(`Decided by ${line(k)}`);
    for (const k of ran)
      if (!drivers.includes(k) && subs[k]?.status !== 'VERIFIED') reasons.push(line(k));
  }
  const names = drivers.map((k) => SUB_LABELS[k]).join(', ');
  const decided =
    status === 'VERIFIED' ? `All ${checked.length} checks passed` : `${status} driven by ${names}`;
  const message =
    status === 'ERROR'
      ? 'None of the checks could run right now, so you were not charged for this call. Please try again later.'
      : checked.length < ran.length
        ? `${decided}. ${ran.length - checked.length} of ${ran.length} checks could not run, so you were not charged for this call.`
        : decided;
  const seen = new Set<string>();
  const sources: SourceInfo[] = [];
  for (const k of ran)
    for (const s of subs[k]?.sources ?? [])
      if (!seen.has(s.name)) {
        seen.add(s.name);
        sources.push(s);
      }
  return { status, message, response: { riskScore, ...subs }, reasons, sources };
}
