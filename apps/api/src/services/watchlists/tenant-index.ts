/**
 * The in-memory index of a tenant's watchlists (docs/adr/0048-custom-watchlists.md): the entries of
 * all its lists as AML records of source `watchlist`, screened by the same matcher as the public
 * lists. Built on first use and kept per process, keyed by the tenant's list ids, names and
 * versions. Those are read from the database (one indexed read) at most once per
 * `VERSIONS_TTL_MS` per tenant and process, concurrent screenings sharing the read: a list
 * uploaded, replaced or deleted through this process is seen at once (`forget`), through any
 * other process within that second. A batch row or a lookup no longer pays a round trip each.
 */
import { LRUCache } from 'lru-cache';
import {
  AmlIndex,
  emptyEntry,
  parseListDate,
  SOURCE_LICENCES,
  type AmlEntityType,
  type ListEntry,
  type SourceInfo,
} from '@pulse/engines/aml';
import type {
  TenantWatchlistEntry,
  WatchlistVersion,
  WatchlistsRepository,
} from '../../repositories/watchlists.js';

/** The screening view of a tenant's lists. */
export interface TenantWatchlists {
  /** The lists' ids, names and versions this index was built from. */
  key: string;
  /** Every entry twice: as an individual (person screens) and as an entity (business screens). */
  index: AmlIndex;
  /** One per list: its name and version, as an AML result's `sources` shows them. */
  sources: SourceInfo[];
  /** A list's name and version by list id. */
  lists: Map<string, { name: string; version: string }>;
}

/** The record id of an entry: `watchlist:<watchlistId>:<reference>`. */
export const watchlistRecordId = (watchlistId: string, reference: string): string =>
  `watchlist:${watchlistId}:${reference}`;

/** The list id of a watchlist record id; null for a record of another source. */
export function watchlistIdOf(entryId: string): string | null {
  const m = /^watchlist:([0-9a-f-]{36}):/.exec(entryId);
  return m ? (m[1] as string) : null;
}

/**
 * The AML record of an entry. A watchlist entry decides like a sanctions match
 * (`isSanctioned`), and carries its list's name in `otherInfo`.
 */
export function entryRecord(
  e: TenantWatchlistEntry,
  listName: string,
  entityType: AmlEntityType,
): ListEntry {
  const r = emptyEntry('watchlist', `${e.watchlistId}:${e.reference}`, e.name, entityType);
  r.aliases = e.aliases.map((name) => ({ name, kind: 'aka' }));
  // Both records of an entry carry its date of birth: one fingerprint per entry.
  const dob = e.dateOfBirth ? parseListDate(e.dateOfBirth) : null;
  if (dob) r.datesOfBirth = [dob];
  if (e.country) r.nationalities = [e.country];
  r.isSanctioned = true;
  r.otherInfo = [`Watchlist: ${listName}`, `Reference: ${e.reference}`];
  return r;
}

/** The key of a tenant's lists: any upload, replace, rename or delete changes it. */
const keyOf = (versions: readonly WatchlistVersion[]): string =>
  versions.map((v) => `${v.id}:${v.version}:${v.name}`).join('\n');

/** Builds the index of a tenant's lists from their entries. */
export function buildTenantWatchlists(
  versions: readonly WatchlistVersion[],
  entries: readonly TenantWatchlistEntry[],
): TenantWatchlists {
  const lists = new Map(versions.map((v) => [v.id, { name: v.name, version: String(v.version) }]));
  const records: ListEntry[] = [];
  const counts = new Map<string, number>();
  for (const e of entries) {
    const list = lists.get(e.watchlistId);
    // An entry of a list created after the versions were read: the next screening rebuilds.
    if (!list) continue;
    records.push(entryRecord(e, list.name, 'individual'), entryRecord(e, list.name, 'entity'));
    counts.set(e.watchlistId, (counts.get(e.watchlistId) ?? 0) + 1);
  }
  const sources: SourceInfo[] = versions.map((v) => ({
    source: 'watchlist',
    name: v.name,
    version: String(v.version),
    licence: SOURCE_LICENCES.watchlist,
    recordCount: counts.get(v.id) ?? 0,
  }));
  const index = AmlIndex.build([
    {
      info: {
        source: 'watchlist',
        name: 'watchlists',
        version: null,
        licence: SOURCE_LICENCES.watchlist,
        recordCount: records.length,
      },
      records,
    },
  ]);
  return { key: keyOf(versions), index, sources, lists };
}

/**
 * Entries a process keeps indexed over all tenants (least recently screened tenant dropped first).
 * An index costs about 20 kB of heap per entry at worst, so
 * this bounds the cache near 1 GB however many tenants screen through one process.
 */
export const MAX_CACHED_ENTRIES = 50_000;

/** How long a tenant's list versions read from the database are trusted, in ms. */
export const VERSIONS_TTL_MS = 1_000;

/**
 * The per-process cache of tenant indexes: an `lru-cache` sized by each index's entries, the least
 * recently screened tenant dropped first (one larger than the bound alone is kept alone).
 */
export class TenantWatchlistIndexes {
  private readonly indexes: LRUCache<string, Promise<TenantWatchlists>>;
  /** Each tenant's last read of its list versions, and when it started (ms). */
  private readonly versionReads = new Map<
    string,
    { at: number; read: Promise<WatchlistVersion[]> }
  >();

  /**
   * @param maxEntries entries kept indexed over all tenants
   * @param versionsTtlMs how long a read of a tenant's list versions is reused, in ms
   * @param now the clock, in ms
   */
  constructor(
    private readonly repo: WatchlistsRepository,
    private readonly maxEntries = MAX_CACHED_ENTRIES,
    private readonly versionsTtlMs = VERSIONS_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.indexes = new LRUCache({ maxSize: maxEntries });
  }

  /** The tenant's list versions: a read younger than the TTL (or still running), else a new one. */
  private versions(tenantId: string): Promise<WatchlistVersion[]> {
    const at = this.now();
    const last = this.versionReads.get(tenantId);
    if (last && at - last.at < this.versionsTtlMs) return last.read;
    const read = this.repo.versions(tenantId);
    // A failed read is not kept: the next screening asks the database again.
    read.catch(() => {
      if (this.versionReads.get(tenantId)?.read === read) this.versionReads.delete(tenantId);
    });
    this.versionReads.set(tenantId, { at, read });
    // Expired reads go once many tenants screened, so the map stays near the active tenants.
    if (this.versionReads.size > 1_000)
      for (const [id, r] of this.versionReads)
        if (at - r.at >= this.versionsTtlMs) this.versionReads.delete(id);
    return read;
  }

  /**
   * The index of a tenant's current lists; null when it has none.
   * @throws when the database cannot be read
   */
  async of(tenantId: string): Promise<TenantWatchlists | null> {
    const versions = await this.versions(tenantId);
    if (versions.length === 0) {
      this.indexes.delete(tenantId);
      return null;
    }
    const key = keyOf(versions);
    const cached = this.indexes.get(tenantId);
    if (cached) {
      const built = await cached.catch(() => null);
      if (built && built.key === key) return built;
    }
    const building = this.repo
      .tenantEntries(tenantId)
      .then((entries) => buildTenantWatchlists(versions, entries));
    // The cache takes sizes of 1 up to its bound.
    const entries = versions.reduce((sum, v) => sum + v.entryCount, 0);
    this.indexes.set(tenantId, building, {
      size: Math.min(this.maxEntries, Math.max(1, entries)),
    });
    building.catch(() => {
      if (this.indexes.peek(tenantId) === building) this.indexes.delete(tenantId);
    });
    return building;
  }

  /** Drops a tenant's index and its versions read (its lists changed in this process). */
  forget(tenantId: string): void {
    this.indexes.delete(tenantId);
    this.versionReads.delete(tenantId);
  }
}
