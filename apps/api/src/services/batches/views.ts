/**
 * The batch shapes the API answers with (docs/api-contract.md "Batches", routes/batches/schemas.ts),
 * as BatchesService builds them.
 */
import type { ServiceKey } from '@pulse/catalog';
import type { BatchState, PauseReason } from '../../db/schema/index.js';
import type { Decision } from '../../schemas/enums.js';
import type { Mapping } from './mapping.js';

export type { Decision } from '../../schemas/enums.js';

/** A batch as the API shows it (the contract's `Batch`). */
export interface BatchView {
  id: string;
  service: ServiceKey;
  mode: string;
  state: BatchState;
  /** Why it is `paused` (`NO_CALLS_LEFT`), null in every other state. */
  pauseReason: PauseReason | null;
  fileName: string;
  format: string;
  rowCount: number;
  rowsDone: number;
  rowsFailed: number;
  rowsLeft: number;
  rowsPerSecond: number | null;
  etaSeconds: number | null;
  createdBy: { id: string; name: string } | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

export interface PreviewView {
  header: string[];
  fields: string[];
  required: { all: string[] } | { any: string[] };
  mapping: Mapping;
  suggestedMapping: Mapping;
  rows: Array<{ rowNo: number; line: number; cells: string[]; errors: string[] }>;
  rowCount: number;
  /** Rows the single lookup's rules accept under `mapping`: the ones screened and charged. */
  rowsToScreen: number;
  /** Rows those rules refuse: reported as ERROR, never charged. */
  rowsRefused: number;
  /** Calls the batch consumes at most: one per row to screen (0 in test mode). */
  cost: number;
  callsLeft: number | null;
}

export interface BatchDetailView extends BatchView {
  preview: PreviewView | null;
  decisions: Record<Decision, number>;
  errorRows: Array<{ rowNo: number; line: number; error: string; referenceId: string | null }>;
}
