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

/**
 * Drops database `name` once its connections are gone, waiting up to `waitMs` (ms) for those still
 * closing: a pool ended a moment ago may still hold a socket, and `with (force)` would then
 * terminate a client in the middle of its own goodbye, which it reports as an uncaught error.
 * Connections left after the wait are terminated by the drop.
 */
export async function dropDatabase(url: string, name: string, waitMs = 10_000): Promise<void> {
  const until = Date.now() + waitMs;
  while (Date.now() < until) {
    const [row] = await adminQuery<{ open: number }>(
      url,
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [name],
    );
    if (!row || row.open === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await adminQuery(url, `drop database if exists ${name} with (force)`);
}
