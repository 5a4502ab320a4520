/**
 * Imported engine data sets: parsing an operator's files with the engines' importers and
 * replacing one kind's rows atomically; reading them back for the engines.
 */
// Yielding between batches of a long import lets progress output and timers run.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import {
  ImportError,
  parseBinTable,
  parseCidrList,
  parseHostingAsnCsv,
  parseTorExitCsv,
  type BinRecord,
  type HostingAsnRecord,
} from '@pulse/engines';
import type { Db } from '../db/index.js';
import { binRanges, datasets, hostingAsns, ipListEntries } from '../db/schema/index.js';

export const DATASET_KINDS = [
  'ip-vpn',
  'ip-datacenter',
  'ip-proxy',
  'tor',
  'hosting-asn',
  'bin',
] as const;
export type DatasetKind = (typeof DATASET_KINDS)[number];

export const isDatasetKind = (s: string): s is DatasetKind =>
  (DATASET_KINDS as readonly string[]).includes(s);

export interface DatasetInfo {
  kind: DatasetKind;
  version: number;
  rows: number;
  source: string;
  importedAt: string;
}

/** Parsed content of one import, ready to store. */
export type ParsedDataset =
  | { kind: 'ip-vpn' | 'ip-datacenter' | 'ip-proxy' | 'tor'; cidrs: string[] }
  | { kind: 'hosting-asn'; asns: HostingAsnRecord[] }
  | { kind: 'bin'; records: BinRecord[] };

const CIDR_KIND_NAMES: Record<string, string> = {
  'ip-vpn': 'VPN list',
  'ip-datacenter': 'data-centre list',
  'ip-proxy': 'proxy list',
};

/**
 * Parses the files of one import (several files of a kind form one data set, e.g. IPv4 + IPv6).
 * @throws ImportError naming the file and the 1-based line of the first malformed row
 */
export function parseDataset(
  kind: DatasetKind,
  files: Array<{ name: string; text: string }>,
): ParsedDataset {
  const wrap = <T>(name: string, run: () => T): T => {
    try {
      return run();
    } catch (err) {
      if (err instanceof ImportError)
        throw new ImportError(`${name}: ${err.message}`, err.line, err.kind);
      throw err;
    }
  };
  switch (kind) {
    case 'ip-vpn':
    case 'ip-datacenter':
    case 'ip-proxy': {
      const cidrs = new Set<string>();
      for (const f of files)
        for (const r of wrap(f.name, () => parseCidrList(f.text, CIDR_KIND_NAMES[kind])).records)
          cidrs.add(r.cidr);
      return { kind, cidrs: [...cidrs] };
    }
    case 'tor': {
      const ips = new Set<string>();
      for (const f of files)
        for (const ip of wrap(f.name, () => parseTorExitCsv(f.text)).ips) ips.add(ip);
      return { kind, cidrs: [...ips] };
    }
    case 'hosting-asn': {
      const byAsn = new Map<number, HostingAsnRecord>();
      for (const f of files)
        for (const r of wrap(f.name, () => parseHostingAsnCsv(f.text)).records)
          if (!byAsn.has(r.asn)) byAsn.set(r.asn, r);
      return { kind, asns: [...byAsn.values()] };
    }
    case 'bin': {
      const records: BinRecord[] = [];
      for (const f of files) records.push(...wrap(f.name, () => parseBinTable(f.text)).records);
      return { kind, records };
    }
  }
}

const BATCH = 2000;

function countOf(p: ParsedDataset): number {
  return 'cidrs' in p ? p.cidrs.length : 'asns' in p ? p.asns.length : p.records.length;
}

export class DatasetsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Replaces one kind's rows and bumps its version in ONE transaction: readers see the old data
   * until commit, the new data after; a failure leaves the previous data intact.
   * @param progress called after each batch with rows written so far and the total
   */
  async replace(
    parsed: ParsedDataset,
    source: string,
    progress: (done: number, total: number) => void = () => undefined,
  ): Promise<DatasetInfo> {
    const total = countOf(parsed);
    return this.db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      // Serialises concurrent imports of the same kind.
      await tx.execute(sql`select pg_advisory_xact_lock(727002, hashtext(${parsed.kind}))`);
      let done = 0;
      if ('cidrs' in parsed) {
        await tx.delete(ipListEntries).where(eq(ipListEntries.kind, parsed.kind));
        for (let i = 0; i < parsed.cidrs.length; i += BATCH) {
          const batch = parsed.cidrs
            .slice(i, i + BATCH)
            .map((cidr) => ({ kind: parsed.kind, cidr }));
          await tx.insert(ipListEntries).values(batch);
          progress((done += batch.length), total);
          await yieldToEventLoop();
        }
      } else if ('asns' in parsed) {
        await tx.delete(hostingAsns);
        for (let i = 0; i < parsed.asns.length; i += BATCH) {
          const batch = parsed.asns.slice(i, i + BATCH);
          await tx.insert(hostingAsns).values(batch);
          progress((done += batch.length), total);
          await yieldToEventLoop();
        }
      } else {
        await tx.delete(binRanges);
        for (let i = 0; i < parsed.records.length; i += BATCH) {
          const batch = parsed.records.slice(i, i + BATCH);
          await tx.insert(binRanges).values(batch);
          progress((done += batch.length), total);
          await yieldToEventLoop();
        }
      }
      const [row] = await tx
        .insert(datasets)
        .values({ kind: parsed.kind, version: 1, rows: total, source })
        .onConflictDoUpdate({
          target: datasets.kind,
          set: {
            version: sql`${datasets.version} + 1`,
            rows: total,
            source,
            importedAt: sql`now()`,
          },
        })
        .returning();
      if (!row) throw new Error('dataset row not written');
      return { ...row, kind: parsed.kind, importedAt: row.importedAt.toISOString() };
    });
  }

  /** Every imported kind with its version (polled by running API processes). */
  async list(): Promise<DatasetInfo[]> {
    const list = await this.db.select().from(datasets);
    return list
      .filter((r) => isDatasetKind(r.kind))
      .map((r) => ({ ...r, kind: r.kind as DatasetKind, importedAt: r.importedAt.toISOString() }));
  }

  async cidrs(kind: DatasetKind): Promise<string[]> {
    const list = await this.db
      .select({ cidr: ipListEntries.cidr })
      .from(ipListEntries)
      .where(eq(ipListEntries.kind, kind));
    return list.map((r) => r.cidr);
  }

  async hostingAsns(): Promise<HostingAsnRecord[]> {
    return this.db.select().from(hostingAsns);
  }

  async binRecords(): Promise<BinRecord[]> {
    return this.db.select().from(binRanges);
  }
}
