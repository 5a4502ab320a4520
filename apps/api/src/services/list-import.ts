/**
 * A sanctions / PEP list import (docs/adr/0045-list-diffs.md, docs/adr/0047-aml-monitoring.md):
 * diffs the new version against the stored one, stores both through the repository in one
 * transaction, then announces the update to this process's listeners (AML monitoring enqueues its
 * re-screen).
 */
import type { AmlDataset, ImportResult, SanctionSource } from '@pulse/engines/aml';
import type { ListDiff } from '../domain/list-diff.js';
import type { SanctionListInfo, SanctionsRepository } from '../repositories/sanctions.js';
import { diffRecords } from './list-diff.js';

/** Told of each list update after its transaction committed (its id, and whether a baseline). */
export type ListUpdateListener = (update: { id: string; baseline: boolean }) => Promise<void>;

/** A first import has no previous version: a baseline, with no changes. */
const BASELINE: ListDiff = { added: 0, removed: 0, changed: 0, changes: [] };

export class ListImportService {
  private readonly listeners: ListUpdateListener[] = [];

  constructor(private readonly sanctions: SanctionsRepository) {}

  /**
   * Calls `listener` after every committed `replace` of this process. A listener's failure is the
   * caller's error: the list is replaced already, so callers log it.
   */
  onUpdate(listener: ListUpdateListener): void {
    this.listeners.push(listener);
  }

  /**
   * Replaces one source's records with `result`, recording what changed from the previous version.
   * @param file the file name(s) the list came from, as shown by GET /aml/lists
   * @param progress told of the records written so far and the total
   * @returns the list's new version, with the id of the update recorded
   */
  async replace(
    result: ImportResult,
    file: string,
    progress?: (done: number, total: number) => void,
  ): Promise<SanctionListInfo> {
    const { baseline, ...info } = await this.sanctions.replace(
      result,
      file,
      (before) => (before === null ? BASELINE : diffRecords(before, result.records)),
      progress,
    );
    for (const listener of this.listeners) await listener({ id: info.updateId, baseline });
    return info;
  }

  /** The stored version of one source (null when never imported), for the sync's shrink guard. */
  current(source: SanctionSource): Promise<(AmlDataset & { version: number }) | null> {
    return this.sanctions.load(source);
  }
}
