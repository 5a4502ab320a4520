/**
 * Administration of the PostgreSQL the tests run on (TEST_DATABASE_URL): a database URL for another
 * database of the same server, and one-off statements such as `create database`. Kept apart from
 * the app helpers so the global set-up can use it without loading the app.
 */
import pg from 'pg';

/** `url` with its database name replaced by `name`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on its own connection to `url`; @returns its rows. */
export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  params?: unknown[],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
