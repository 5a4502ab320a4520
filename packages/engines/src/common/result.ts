/**
 * The contract every Pulse engine follows.
 *
 * An engine returns an {@link EngineResult}: a status, a human message, the response object with the
 * fields of the spec's report card (a field that no loaded source provides is `null`, never invented),
 * the decision rules that fired (`reasons`, in words) and the data sets it used (`sources`).
 */

import type { Static, TNumber, TObject } from 'typebox';
import type { Assert, Equal } from './type-equality.js';
import type { EngineStatus, Result, SourceInfo } from './schema.js';

export type { EngineStatus, SourceInfo } from './schema.js';

export interface EngineResult<R> {
  status: EngineStatus;
  message: string;
  response: R;
  /** The decision rules that fired, in words (also informative notes such as a data set not loaded). */
  reasons: string[];
  sources: SourceInfo[];
}

// Compile-time check that EngineResult is exactly the static type of the Result schema: the build
// fails when one changes without the other.
type Probe = TObject<{ x: TNumber }>;
type _ResultIsSchema = Assert<
  Equal<EngineResult<Static<Probe>>, Static<ReturnType<typeof Result<Probe>>>>
>;

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
