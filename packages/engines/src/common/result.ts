/**
 * The contract every Pulse engine follows.
 *
 * An engine returns an {@link EngineResult}: a status, a human message, the response object with the
 * fields of the spec's report card (a field that no loaded source provides is `null`, never invented),
 * the decision rules that fired (`reasons`, in words) and the data sets it used (`sources`).
 */

/** Outcome of one lookup. Stored upper-case; the dashboard maps them through spec §4. */
export type EngineStatus = 'VERIFIED' | 'SUSPICIOUS' | 'RISKY' | 'DECLINED' | 'ERROR';

/** One data set or library an answer relied on. */
export interface SourceInfo {
  /** Package or data-set name, e.g. `@ip-location-db/asn` or `tor-exits (imported)`. */
  name: string;
  /** Package version, or the date/version of an imported list; `null` when unknown. */
  version: string | null;
  /** SPDX identifier or short licence text. */
  licence: string;
  /** Date of the data (YYYY-MM-DD) for a dated list; absent for a library. */
  date?: string | null;
}

export interface EngineResult<R> {
  status: EngineStatus;
  message: string;
  response: R;
  /** The decision rules that fired, in words (also informative notes such as a data set not loaded). */
  reasons: string[];
  sources: SourceInfo[];
}

/** Severity order used to combine rules: the most severe status that fired wins. */
const SEVERITY: Record<EngineStatus, number> = {
  VERIFIED: 0,
  SUSPICIOUS: 1,
  RISKY: 2,
  DECLINED: 3,
  ERROR: 4,
};

/** The more severe of two statuses (ERROR > DECLINED > RISKY > SUSPICIOUS > VERIFIED). */
export function worstStatus(a: EngineStatus, b: EngineStatus): EngineStatus {
  return SEVERITY[a] >= SEVERITY[b] ? a : b;
}

/**
 * Collects fired rules while an engine decides. `fire(status, reason)` records a rule; `note(reason)`
 * records an informative reason that does not change the status.
 */
export class Decision {
  status: EngineStatus = 'VERIFIED';
  readonly reasons: string[] = [];

  fire(status: EngineStatus, reason: string): this {
    this.status = worstStatus(this.status, status);
    this.reasons.push(reason);
    return this;
  }

  note(reason: string): this {
    this.reasons.push(reason);
    return this;
  }
}
