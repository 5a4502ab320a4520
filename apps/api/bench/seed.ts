/**
 * Bulk seeding shared by the benchmarks that need a client with many reports (bench/reports.ts
 * here, e2e/bench/remotes.ts in the browser): reports inserted with one generate_series statement,
 * plus the outcome counters the API keeps for them, so the list totals and the dashboard counts
 * read what they would read in production.
 */
import pg from 'pg';

/**
 * Inserts `total` reports for one client over the last ~28 days (evenly spaced, five statuses,
 * five services, a third of them "dashboard" requests), adds them to `report_outcome_counts`, and
 * refreshes the planner statistics. Reference IDs are `prefix` + a zero-padded number: use a new
 * prefix for each call on the same database, the counters are computed from that prefix.
 * @returns the time taken, in milliseconds
 */
export async function seedReports(
  db: pg.ClientBase,
  clientUuid: string,
  total: number,
  prefix = 'rpt_bench',
): Promise<number> {
  const t = Date.now();
  const spacingMs = Math.floor((28 * 86_400_000) / total);
  await db.query(
    `insert into reports (reference_id, client_id, service, request_type, status, api_key_used,
                          input_request, result, request_date_time)
     select $4 || lpad(g::text, 22, '0'), $1::uuid,
            (array['ipLookup','phoneLookup','emailLookup','binLookup','addressLookup'])[1 + g % 5],
            case when g % 3 = 0 then 'dashboard' else 'api' end,
            (array['VERIFIED','SUSPICIOUS','RISKY','DECLINED','VERIFIED','VERIFIED','ERROR'])[1 + (g * 7) % 7],
            'pk_live_benc…h000', jsonb_build_object('ip', '8.8.8.8'),
            '{"status":"VERIFIED","message":"bench","response":{},"reasons":[],"sources":[]}'::jsonb,
            date_trunc('milliseconds', now() - make_interval(secs => g * $3::float8 / 1000))
     from generate_series(1, $2::int) g`,
    [clientUuid, total, spacingMs, prefix],
  );
  await db.query(
    `insert into report_outcome_counts as c (client_id, month, day, service, status, created, deleted)
     select client_id, to_char(request_date_time at time zone 'UTC', 'YYYY-MM'),
            (request_date_time at time zone 'UTC')::date, service, status, count(*), 0
     from reports where client_id = $1::uuid and starts_with(reference_id, $2)
     group by 1, 2, 3, 4, 5
     on conflict (client_id, month, day, service, status) do update set created = c.created + excluded.created`,
    [clientUuid, prefix],
  );
  await db.query('vacuum analyze reports');
  await db.query('vacuum analyze report_outcome_counts');
  return Date.now() - t;
}

/** The id (uuid) of the client with that e-mail address. */
export async function clientUuidOf(db: pg.ClientBase, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from clients where email = $1', [
    email,
  ]);
  const id = rows[0]?.id;
  if (!id) throw new Error(`no client ${email}`);
  return id;
}

/** Opens a connection to `databaseUrl`, runs `work` with it and closes it. */
export async function withDatabase<T>(
  databaseUrl: string,
  work: (db: pg.ClientBase) => Promise<T>,
): Promise<T> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

/** The database name in `databaseUrl`, and the URL of the same server's `postgres` database. */
function maintenanceOf(databaseUrl: string): { name: string; adminUrl: string } {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name "${name}"`);
  url.pathname = '/postgres';
  return { name, adminUrl: url.toString() };
}

/** Drops (when present) and creates the database `databaseUrl` names. */
export async function recreateDatabase(databaseUrl: string): Promise<void> {
  const { name, adminUrl } = maintenanceOf(databaseUrl);
  await withDatabase(adminUrl, async (db) => {
    await db.query(`drop database if exists ${name} with (force)`);
    await db.query(`create database ${name}`);
  });
}

/** Drops the database `databaseUrl` names. */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  const { name, adminUrl } = maintenanceOf(databaseUrl);
  await withDatabase(adminUrl, (db) => db.query(`drop database if exists ${name} with (force)`));
}
