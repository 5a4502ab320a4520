/**
 * Sanctions and PEP lists in the database (schema/sanctions.ts): replacing one source atomically,
 * listing the versions (polled by running API processes), reading a source back for the AmlIndex.
 */
// Yielding between batches of a long import lets progress output and timers run.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type {
  AmlDataset,
  ImportResult,
  ListEntry,
  SanctionSource,
  SourceInfo,
} from '@pulse/engines/aml';
import type { Db } from '../db/index.js';
import type { ListSourceName } from '../schemas/aml-lists.js';
import {
  sanctionListChanges,
  sanctionListUpdates,
  sanctionLists,
  listEntries,
} from '../db/schema/index.js';
import type { DiffableRecord, FieldChange, ListDiff } from '../domain/list-diff.js';

export interface SanctionListInfo {
  /** The list update this import recorded (sanction_list_updates.id), when it was written here. */
  updateId?: string;
  source: SanctionSource;
  version: number;
  records: number;
  file: string;
  importedAt: string;
  info: SourceInfo;
}

/** One import or sync of a source and what it changed (schema/list-updates.ts). */
export interface ListUpdateInfo {
  id: string;
  source: ListSourceName;
  fromVersion: number | null;
  toVersion: number;
  baseline: boolean;
  records: number;
  added: number;
  removed: number;
  changed: number;
  importedAt: string;
}

/** One record added, removed or changed by an update. */
export interface ListChangeRow {
  seq: number;
  entryId: string;
  kind: 'added' | 'removed' | 'changed';
  name: string;
  fields: FieldChange[];
}

const BATCH = 1000;

/** A stored list replacement: the list's new version and the update it recorded. */
export type StoredListUpdate = SanctionListInfo & { updateId: string; baseline: boolean };

/**
 * Computes what changed from the previous version's records, or from none (null) on a first import.
 * Called inside the replacing transaction, under the source's lock.
 */
export type DiffOf = (before: DiffableRecord[] | null) => ListDiff;

export class SanctionsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Replaces one source's records and bumps its version in ONE transaction: readers see the old
   * list until commit; a failure leaves it intact. Stores the update and the changes `diffOf`
   * computes from the previous version's records (services/list-import.ts).
   */
  async replace(
    result: ImportResult,
    file: string,
    diffOf: DiffOf,
    progress: (done: number, total: number) => void = () => undefined,
  ): Promise<StoredListUpdate> {
    const source = result.info.source;
    const total = result.records.length;
    const info = await this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await tx.execute(sql`select pg_advisory_xact_lock(727004, hashtext(${source}))`);
      // The previous version's records are read before they are deleted (same transaction, under
      // the lock), only the compared fields, for the list diff.
      const [prev] = await tx
        .select({ version: sanctionLists.version })
        .from(sanctionLists)
        .where(eq(sanctionLists.source, source));
      const before = prev
        ? (
            await tx
              .select({
                d: sql<DiffableRecord>`jsonb_build_object('id', ${listEntries.data}->'id', 'name', ${listEntries.data}->'name', 'aliases', ${listEntries.data}->'aliases', 'datesOfBirth', ${listEntries.data}->'datesOfBirth', 'programs', ${listEntries.data}->'programs', 'nationalities', ${listEntries.data}->'nationalities', 'entityType', ${listEntries.data}->'entityType')`,
              })
              .from(listEntries)
              .where(eq(listEntries.source, source))
              .orderBy(asc(listEntries.seq))
          ).map((r) => (typeof r.d === 'string' ? (JSON.parse(r.d) as DiffableRecord) : r.d))
        : null;
      await tx.delete(listEntries).where(eq(listEntries.source, source));
      let done = 0;
      for (let i = 0; i < total; i += BATCH) {
        const batch = result.records
          .slice(i, i + BATCH)
          .map((data, j) => ({ source, seq: i + j, data }));
        await tx.insert(listEntries).values(batch);
        progress((done += batch.length), total);
        await yieldToEventLoop();
      }
      const values = {
        source,
        version: 1,
        records: total,
        info: result.info,
        stats: result.stats,
        file,
      };
      const [row] = await tx
        .insert(sanctionLists)
        .values(values)
        .onConflictDoUpdate({
          target: sanctionLists.source,
          set: {
            version: sql`${sanctionLists.version} + 1`,
            records: total,
            info: result.info,
            stats: result.stats,
            file,
            importedAt: sql`now()`,
          },
        })
        .returning();
      if (!row) throw new Error('sanction list row not written');
      const updateId = await this.recordUpdate(
        tx,
        source,
        prev?.version ?? null,
        row.version,
        diffOf(before),
        total,
      );
      return { ...toInfo(row), updateId, baseline: prev === undefined };
    });
    return info;
  }

  /** Every change of an update, in its stored order. */
  async changesOf(updateId: string): Promise<ListChangeRow[]> {
    const c = sanctionListChanges;
    const found = await this.db
      .select({ seq: c.seq, entryId: c.entryId, kind: c.kind, name: c.name, fields: c.fields })
      .from(c)
      .where(eq(c.updateId, updateId))
      .orderBy(asc(c.seq));
    return found.map((r) => ({ ...r, fields: r.fields as FieldChange[] }));
  }

  /** The current records of `ids` of one source, with the list's info and version. */
  async records(
    source: SanctionSource,
    ids: readonly string[],
  ): Promise<{ info: SourceInfo; version: number; records: ListEntry[] } | null> {
    const [list] = await this.db
      .select()
      .from(sanctionLists)
      .where(eq(sanctionLists.source, source));
    if (!list) return null;
    const found =
      ids.length === 0
        ? []
        : await this.db
            .select({ data: listEntries.data })
            .from(listEntries)
            .where(
              and(
                eq(listEntries.source, source),
                sql`(${listEntries.data}->>'id') = any(${sql.param([...ids])}::text[])`,
              ),
            );
    return {
      info: list.info as SourceInfo,
      version: list.version,
      records: found.map((r) => r.data as ListEntry),
    };
  }

  /**
   * Writes the update row and its change rows (docs/adr/0045-list-diffs.md); a first import
   * (`fromVersion` null) is a baseline.
   */
  private async recordUpdate(
    tx: Db,
    source: SanctionSource,
    fromVersion: number | null,
    toVersion: number,
    diff: ListDiff,
    records: number,
  ): Promise<string> {
    const baseline = fromVersion === null;
    const [update] = await tx
      .insert(sanctionListUpdates)
      .values({
        source,
        fromVersion,
        toVersion,
        baseline,
        records,
        added: diff.added,
        removed: diff.removed,
        changed: diff.changed,
        importedAt: new Date(),
      })
      .returning({ id: sanctionListUpdates.id });
    if (!update) throw new Error('list update row not written');
    for (let i = 0; i < diff.changes.length; i += BATCH) {
      await tx.insert(sanctionListChanges).values(
        diff.changes.slice(i, i + BATCH).map((c, j) => ({
          updateId: update.id,
          seq: i + j,
          entryId: c.entryId,
          kind: c.kind,
          name: c.name,
          fields: c.fields,
        })),
      );
    }
    return update.id;
  }

  /**
   * Updates newest first, of one source or all.
   * @param after the last item of the previous page (its importedAt and id)
   * @returns up to `limit` items and whether more follow
   */
  async listUpdates(
    source: string | undefined,
    limit: number,
    after?: { importedAt: Date; id: string },
  ): Promise<{ items: ListUpdateInfo[]; more: boolean }> {
    const u = sanctionListUpdates;
    const rows = await this.db
      .select()
      .from(u)
      .where(
        and(
          source ? eq(u.source, source) : undefined,
          after
            ? or(
                lt(u.importedAt, after.importedAt),
                and(eq(u.importedAt, after.importedAt), lt(u.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(desc(u.importedAt), desc(u.id))
      .limit(limit + 1);
    return { items: rows.slice(0, limit).map(toUpdate), more: rows.length > limit };
  }

  /** One update (null when unknown). */
  async getUpdate(id: string): Promise<ListUpdateInfo | null> {
    const [row] = await this.db
      .select()
      .from(sanctionListUpdates)
      .where(eq(sanctionListUpdates.id, id));
    return row ? toUpdate(row) : null;
  }

  /**
   * One page of an update's changes in their stored order (name, then record id).
   * @param afterSeq the `seq` of the previous page's last item
   */
  async listChanges(
    updateId: string,
    kind: 'added' | 'removed' | 'changed' | undefined,
    limit: number,
    afterSeq?: number,
  ): Promise<{ items: ListChangeRow[]; more: boolean }> {
    const c = sanctionListChanges;
    const rows = await this.db
      .select({ seq: c.seq, entryId: c.entryId, kind: c.kind, name: c.name, fields: c.fields })
      .from(c)
      .where(
        and(
          eq(c.updateId, updateId),
          kind ? eq(c.kind, kind) : undefined,
          afterSeq === undefined ? undefined : gt(c.seq, afterSeq),
        ),
      )
      .orderBy(asc(c.seq))
      .limit(limit + 1);
    return {
      items: rows.slice(0, limit).map((r) => ({ ...r, fields: r.fields as FieldChange[] })),
      more: rows.length > limit,
    };
  }

  /**
   * One record of the current version by its stable id (`${source}:${sourceId}`), with its
   * list's version; null when no imported list holds it.
   */
  async entry(
    id: string,
  ): Promise<{ record: ListEntry & { source: ListSourceName }; version: number } | null> {
    const [row] = await this.db
      .select({ data: listEntries.data, version: sanctionLists.version })
      .from(listEntries)
      .innerJoin(sanctionLists, eq(sanctionLists.source, listEntries.source))
      .where(sql`(${listEntries.data}->>'id') = ${id}`)
      .limit(1);
    return row
      ? { record: row.data as ListEntry & { source: ListSourceName }, version: row.version }
      : null;
  }

  /** Every imported source with its version. */
  async list(): Promise<SanctionListInfo[]> {
    const rows = await this.db.select().from(sanctionLists);
    return rows.map(toInfo);
  }

  /** One source's data set as the AmlIndex takes it (null when not imported). */
  async load(source: SanctionSource): Promise<(AmlDataset & { version: number }) | null> {
    const [list] = await this.db
      .select()
      .from(sanctionLists)
      .where(eq(sanctionLists.source, source));
    if (!list) return null;
    const rows = await this.db
      .select({ data: listEntries.data })
      .from(listEntries)
      .where(eq(listEntries.source, source))
      .orderBy(asc(listEntries.seq));
    return {
      version: list.version,
      info: list.info as SourceInfo,
      records: rows.map((r) => r.data as ListEntry),
    };
  }
}

function toUpdate(row: typeof sanctionListUpdates.$inferSelect): ListUpdateInfo {
  return {
    id: row.id,
    source: row.source as ListSourceName,
    fromVersion: row.fromVersion,
    toVersion: row.toVersion,
    baseline: row.baseline,
    records: row.records,
    added: row.added,
    removed: row.removed,
    changed: row.changed,
    importedAt: row.importedAt.toISOString(),
  };
}

function toInfo(row: typeof sanctionLists.$inferSelect): SanctionListInfo {
  return {
    source: row.source as SanctionSource,
    version: row.version,
    records: row.records,
    file: row.file,
    importedAt: row.importedAt.toISOString(),
    info: row.info as SourceInfo,
  };
}
