/**
 * How many rows of a batch in preview will be screened and how many refused: each row judged by
 * the single lookup's rules under the batch's mapping, as the runner judges it before screening
 * (runner.ts `screen`), so the preview's cost is what the batch will be charged at most.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import type { BatchRow } from '../../db/schema/index.js';
import type { BatchesRepository } from '../../repositories/batches.js';
import type { BatchService } from './fields.js';
import type { Mapping } from './mapping.js';
import { validateRow } from './validate-row.js';

/** Rows per page read to count a stored batch. */
const PAGE = 1_000;
/** Tallies kept per process: a few per batch in preview (one per mapping tried). */
const KEPT = 256;

/** A batch's rows split by whether the single lookup's rules accept them. */
export interface RowTally {
  /** Accepted: screened, one call each. */
  toScreen: number;
  /** Refused: an ERROR row with the lookup's message, never charged. */
  refused: number;
}

/** An empty tally. */
export const noRows = (): RowTally => ({ toScreen: 0, refused: 0 });

/** Counts one row of `service` under `mapping` (header index → field) into `tally`. */
export function countRow(
  tally: RowTally,
  service: BatchService,
  mapping: Mapping,
  cells: readonly string[],
): void {
  if (validateRow(service, mapping, cells).errors.length > 0) tally.refused++;
  else tally.toScreen++;
}

/**
 * The tallies of batches in preview, one per batch and mapping. A batch's rows never change once
 * uploaded, so a tally stays true: a preview read often is counted once per process, not at every
 * read (a 1,000,000-row file takes seconds to count).
 */
export class RowTallies {
  private readonly kept = new Map<string, Promise<RowTally>>();

  constructor(private readonly batches: Pick<BatchesRepository, 'rows'>) {}

  /**
   * The tally of `batch` under its current mapping: the one kept, else counted from its stored
   * rows. @throws what the repository throws (the count is tried again at the next call)
   */
  of(batch: BatchRow): Promise<RowTally> {
    const key = keyOf(batch.id, batch.mapping);
    const kept = this.kept.get(key);
    if (kept) return kept;
    const counting = this.count(batch);
    this.keep(key, counting);
    counting.catch(() => this.kept.delete(key));
    return counting;
  }

  /** Keeps a tally counted elsewhere (while the file was read at upload). */
  remember(batchId: string, mapping: Mapping, tally: RowTally): void {
    this.keep(keyOf(batchId, mapping), Promise.resolve(tally));
  }

  private keep(key: string, tally: Promise<RowTally>): void {
    this.kept.delete(key);
    this.kept.set(key, tally);
    // Map keys iterate oldest first.
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= KEPT) break;
      this.kept.delete(oldest);
    }
  }

  private async count(batch: BatchRow): Promise<RowTally> {
    const service = batch.service as BatchService;
    const tally = noRows();
    for (let after = 0; ;) {
      const page = await this.batches.rows(batch.id, after, PAGE);
      for (const row of page) countRow(tally, service, batch.mapping, row.cells);
      if (page.length < PAGE) return tally;
      after = page[page.length - 1]?.rowNo ?? after;
      // A million-row file: other requests go on between pages.
      await yieldToEventLoop();
    }
  }
}

const keyOf = (id: string, mapping: Mapping): string => `${id}|${JSON.stringify(mapping)}`;
