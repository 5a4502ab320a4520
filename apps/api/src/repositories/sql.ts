/** Helpers for raw SQL through Drizzle: both drivers return `{ rows }` from `db.execute`. */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/index.js';

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** ISO 8601 UTC text with milliseconds of a timestamptz column, the same on both drivers. */
export const ISO_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
