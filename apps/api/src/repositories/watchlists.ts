/**
 * Custom watchlists (docs/adr/0048-custom-watchlists.md): a tenant's lists, their entries, and the
 * cheap version read that keys the per-tenant index. Every read and write is scoped by tenant.
 */
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { members, watchlistEntries, watchlists } from '../db/schema/index.js';
import { ISO_FORMAT } from './sql.js';
import { runTransaction, txDb } from './transaction.js';

/** A list as the API shows it. */
export interface WatchlistRecord {
  id: string;
  name: string;
  entryCount: number;
  version: number;
  uploadedBy: string | null;
  uploadedByName: string | null;
  uploadedAt: string;
  createdAt: string;
}

/** One entry of a list, as uploaded. */
export interface WatchlistEntry {
  reference: string;
  name: string;
  aliases: string[];
  dateOfBirth: string | null;
  country: string | null;
}

/** An entry with the list it belongs to (the per-tenant index). */
export interface TenantWatchlistEntry extends WatchlistEntry {
  watchlistId: string;
}

/** Which lists a tenant has and at which version: the key of its index. */
export interface WatchlistVersion {
  id: string;
  name: string;
  version: number;
  /** Entries of this version (not part of the index key: a version fixes its entries). */
  entryCount: number;
}

/** Entries written per statement: 100,000 entries are ten statements. */
const INSERT_CHUNK = 10_000;

/** ISO 8601 UTC text of a timestamptz column, in milliseconds, the same on both drivers. */
const isoText = (column: typeof watchlists.uploadedAt | typeof watchlists.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', ${sql.raw(ISO_FORMAT)})`;

/** The columns of a WatchlistRecord: the list and its uploader's name. */
const RECORD = {
  id: watchlists.id,
  name: watchlists.name,
  entryCount: watchlists.entryCount,
  version: watchlists.version,
  uploadedBy: watchlists.uploadedBy,
  uploadedByName: members.fullName,
  uploadedAt: isoText(watchlists.uploadedAt),
  createdAt: isoText(watchlists.createdAt),
};

/** The columns of a WatchlistEntry. */
const ENTRY = {
  reference: watchlistEntries.reference,
  name: watchlistEntries.name,
  aliases: watchlistEntries.aliases,
  dateOfBirth: watchlistEntries.dateOfBirth,
  country: watchlistEntries.country,
};

async function insertEntries(
  db: Db,
  tenantId: string,
  watchlistId: string,
  entries: readonly WatchlistEntry[],
): Promise<void> {
  for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
    const chunk = entries.slice(i, i + INSERT_CHUNK);
    const col = <T>(f: (e: WatchlistEntry) => T) => sql.param(chunk.map(f));
    // Aliases travel as JSON text: unnest flattens a two-dimensional array.
    await db.execute(sql`
      insert into watchlist_entries (watchlist_id, tenant_id, reference, name, aliases,
                                     date_of_birth, country)
      select ${watchlistId}::uuid, ${tenantId}::uuid, i.reference, i.name,
             array(select jsonb_array_elements_text(i.aliases::jsonb)), i.dob, i.country
      from unnest(
        ${col((e) => e.reference)}::text[],
        ${col((e) => e.name)}::text[],
        ${col((e) => JSON.stringify(e.aliases))}::text[],
        ${col((e) => e.dateOfBirth)}::text[],
        ${col((e) => e.country)}::text[]
      ) as i(reference, name, aliases, dob, country)`);
  }
}

/** Serialises the list changes of one tenant (a transaction-scoped advisory lock). */
async function lockTenant(tx: Db, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`watchlists:${tenantId}`}))`);
}

export class WatchlistsRepository {
  constructor(private readonly db: Db) {}

  /** The tenant's lists, by name. */
  async list(tenantId: string): Promise<WatchlistRecord[]> {
    return this.db
      .select(RECORD)
      .from(watchlists)
      .leftJoin(members, eq(members.id, watchlists.uploadedBy))
      .where(eq(watchlists.tenantId, tenantId))
      .orderBy(asc(watchlists.name), asc(watchlists.id));
  }

  /** One list of the tenant; undefined when it is not theirs. */
  async get(tenantId: string, id: string): Promise<WatchlistRecord | undefined> {
    const [found] = await this.db
      .select(RECORD)
      .from(watchlists)
      .leftJoin(members, eq(members.id, watchlists.uploadedBy))
      .where(and(eq(watchlists.id, id), eq(watchlists.tenantId, tenantId)));
    return found;
  }

  /** The tenant's lists and versions (id order): one indexed read, the key of its index. */
  async versions(tenantId: string): Promise<WatchlistVersion[]> {
    return this.db
      .select({
        id: watchlists.id,
        name: watchlists.name,
        version: watchlists.version,
        entryCount: watchlists.entryCount,
      })
      .from(watchlists)
      .where(eq(watchlists.tenantId, tenantId))
      .orderBy(asc(watchlists.id));
  }

  /**
   * A page of a list's entries by reference, `limit` + 1 read to tell if more follow.
   * @param after the last reference of the previous page
   */
  async entries(
    tenantId: string,
    id: string,
    limit: number,
    after?: string,
  ): Promise<{ items: WatchlistEntry[]; next: string | null }> {
    const e = watchlistEntries;
    const found = await this.db
      .select(ENTRY)
      .from(e)
      .where(
        and(
          eq(e.watchlistId, id),
          eq(e.tenantId, tenantId),
          after === undefined ? undefined : gt(e.reference, after),
        ),
      )
      .orderBy(asc(e.reference))
      .limit(limit + 1);
    const items = found.slice(0, limit);
    return {
      items,
      next: found.length > limit ? (items[items.length - 1]?.reference ?? null) : null,
    };
  }

  /** Every entry of the tenant's lists (the per-tenant index). */
  async tenantEntries(tenantId: string): Promise<TenantWatchlistEntry[]> {
    return this.db
      .select({ watchlistId: watchlistEntries.watchlistId, ...ENTRY })
      .from(watchlistEntries)
      .where(eq(watchlistEntries.tenantId, tenantId));
  }

  /**
   * Stores a new list with its entries in one transaction. The tenant's watchlist lock is taken
   * first, so two uploads cannot both pass the per-tenant limits.
   * @returns the list's id; `taken` when the name is in use, `limit` when the tenant has
   *   `maxLists` lists, `entries` when its lists would hold more than `maxEntries` in all
   */
  create(
    tenantId: string,
    name: string,
    uploadedBy: string | null,
    entries: readonly WatchlistEntry[],
    limits: { maxLists: number; maxEntries: number },
  ): Promise<{ id: string } | 'limit' | 'taken' | 'entries'> {
    return runTransaction(this.db, async (handle) => {
      const tx = txDb(handle);
      await lockTenant(tx, tenantId);
      const [state] = await tx
        .select({
          n: sql<number>`count(*)::int`,
          total: sql<number>`coalesce(sum(${watchlists.entryCount}), 0)::int`,
          taken: sql<boolean>`coalesce(bool_or(${watchlists.name} = ${name}), false)`,
        })
        .from(watchlists)
        .where(eq(watchlists.tenantId, tenantId));
      if (state?.taken) return 'taken';
      if (Number(state?.n ?? 0) >= limits.maxLists) return 'limit';
      if (Number(state?.total ?? 0) + entries.length > limits.maxEntries) return 'entries';
      const [created] = await tx
        .insert(watchlists)
        .values({ tenantId, name, entryCount: entries.length, uploadedBy })
        .returning({ id: watchlists.id });
      if (!created) throw new Error('watchlist insert returned no row');
      const id = created.id;
      await insertEntries(tx, tenantId, id, entries);
      return { id };
    });
  }

  /**
   * Replaces a list's entries (and its name when given) and bumps its version, in one
   * transaction, under the same lock as `create`.
   * @returns the entries replaced (read in the same transaction: the diff of the change, docs/adr/
   *   0048-custom-watchlists.md); false when the list is not the tenant's, `taken` for a name in
   *   use, `entries` when the tenant's lists would hold more than `maxEntries` in all
   */
  replace(
    tenantId: string,
    id: string,
    uploadedBy: string | null,
    entries: readonly WatchlistEntry[],
    maxEntries: number,
    name?: string,
  ): Promise<{ replaced: WatchlistEntry[] } | false | 'taken' | 'entries'> {
    return runTransaction(this.db, async (handle) => {
      const tx = txDb(handle);
      await lockTenant(tx, tenantId);
      const [own] = await tx
        .select({ id: watchlists.id })
        .from(watchlists)
        .where(and(eq(watchlists.id, id), eq(watchlists.tenantId, tenantId)))
        .for('update');
      if (!own) return false;
      if (name !== undefined) {
        const [other] = await tx
          .select({ id: watchlists.id })
          .from(watchlists)
          .where(
            and(
              eq(watchlists.tenantId, tenantId),
              eq(watchlists.name, name),
              ne(watchlists.id, id),
            ),
          );
        if (other) return 'taken';
      }
      const [others] = await tx
        .select({ total: sql<number>`coalesce(sum(${watchlists.entryCount}), 0)::int` })
        .from(watchlists)
        .where(and(eq(watchlists.tenantId, tenantId), ne(watchlists.id, id)));
      if (Number(others?.total ?? 0) + entries.length > maxEntries) return 'entries';
      const replaced = await tx
        .delete(watchlistEntries)
        .where(eq(watchlistEntries.watchlistId, id))
        .returning(ENTRY);
      await insertEntries(tx, tenantId, id, entries);
      await tx.execute(sql`
        update watchlists set version = version + 1, entry_count = ${entries.length},
               uploaded_by = ${uploadedBy}::uuid, uploaded_at = now()
               ${name === undefined ? sql`` : sql`, name = ${name}`}
        where id = ${id}::uuid`);
      return { replaced };
    });
  }

  /** Deletes a list and its entries. @returns false when it is not the tenant's */
  async delete(tenantId: string, id: string): Promise<boolean> {
    const found = await this.db
      .delete(watchlists)
      .where(and(eq(watchlists.id, id), eq(watchlists.tenantId, tenantId)))
      .returning({ id: watchlists.id });
    return found.length > 0;
  }
}
