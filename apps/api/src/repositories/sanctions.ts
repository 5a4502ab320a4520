/**
 * Sanctions and PEP lists in the database (schema/sanctions.ts): replacing one source atomically,
 * listing the versions (polled by running API processes), reading a source back for the AmlIndex.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type {
  AmlDataset,
  ImportResult,
  SanctionRecord,
  SanctionSource,
  SourceInfo,
} from '@pulse/engines/aml';
import type { Db } from '../db/index.js';
import { sanctionLists, sanctionRecords } from '../db/schema/index.js';

export interface SanctionListInfo {
  source: SanctionSource;
  version: number;
  records: number;
  file: string;
  importedAt: string;
  info: SourceInfo;
}

/** Lets progress output and timers run between batches of a long import. */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const BATCH = 1000;

export class SanctionsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Replaces one source's records and bumps its version in ONE transaction: readers see the old
   * list until commit; a failure leaves it intact.
   */
  async replace(
    result: ImportResult,
    file: string,
    progress: (done: number, total: number) => void = () => undefined,
  ): Promise<SanctionListInfo> {
    const source = result.info.source;
    const total = result.records.length;
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await tx.execute(sql`select pg_advisory_xact_lock(727004, hashtext(${source}))`);
      await tx.delete(sanctionRecords).where(eq(sanctionRecords.source, source));
      let done = 0;
      for (let i = 0; i < total; i += BATCH) {
        const batch = result.records
          .slice(i, i + BATCH)
          .map((data, j) => ({ source, seq: i + j, data }));
        await tx.insert(sanctionRecords).values(batch);
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
      return toInfo(row);
    });
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
      .select({ data: sanctionRecords.data })
      .from(sanctionRecords)
      .where(eq(sanctionRecords.source, source))
      .orderBy(asc(sanctionRecords.seq));
    return {
      version: list.version,
      info: list.info as SourceInfo,
      records: rows.map((r) => r.data as SanctionRecord),
    };
  }
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
