/** Helpers for raw SQL through Drizzle: both drivers return `{ rows }` from `db.execute`. */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/index.js';

/**
 * The rows of a raw query, as the caller says they are: an unchecked cast, counted by
 * `sql:census`. Prefer the typed builder, or `returnedCount` when only the count matters.
 */
export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** How many rows a raw statement returned (its `returning` clause), without typing them. */
export async function returnedCount(db: Db, query: SQL): Promise<number> {
  const res = (await db.execute(query)) as unknown as { rows: unknown[] };
  return res.rows.length;
}

/** ISO 8601 UTC text with milliseconds of a timestamptz column, the same on both drivers. */
export const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
