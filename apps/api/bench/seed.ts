/**
 * Bulk seeding shared by the benchmarks that need a client with many reports (bench/reports.ts
 * here, e2e/bench/remotes.ts in the browser): reports inserted with one generate_series statement,
 * plus the outcome counters the API keeps for them, so the list totals and the dashboard counts
 * read what they would read in production.
 */
import pg from 'pg';

/** What {@link seedReports} writes beyond its defaults. */
export interface SeedOptions {
  /** Time the reports are spread over, back from now, in ms; default 28 days. */
  spanMs?: number;
}

/**
 * Inserts `total` reports for one client over the last `spanMs` (default ~28 days; evenly spaced,
 * five services, every status, a third of them "dashboard" requests), adds them to
 * `report_outcome_counts`, and refreshes the planner statistics. Reference IDs are `prefix` + a
 * zero-padded number: use a new prefix for each call on the same database, the counters are
 * computed from that prefix. Works on the partitioned schema (migration 0018: the months' partitions
 * are created first) and on the earlier unpartitioned one.
 * @returns the time taken, in milliseconds
 */
export async function seedReports(
  db: pg.ClientBase,
  tenantId: string,
  total: number,
  prefix = 'rpt_bench',
  opts: SeedOptions = {},
): Promise<number> {
  return seedScale(db, [{ tenantId, reports: total }], { prefix, ...opts });
}

/** One client's share of a {@link seedScale} load. */
export interface SeedClient {
  tenantId: string;
  reports: number;
}

/** Options of {@link seedScale}. */
export interface ScaleOptions extends SeedOptions {
  /** Reference-id prefix of this load (see seedReports); default `rpt_bench`. */
  prefix?: string;
  /**
   * Drop the indexes of reports before the load and build them after: much faster for tens of
   * millions of rows, but only for a database nobody else uses meanwhile. Default false.
   */
  bulk?: boolean;
  /** Rows per INSERT statement (progress, and smaller transactions); default 2,000,000. */
  chunk?: number;
  /** Called with a line of progress. */
  log?: (line: string) => void;
}

/** Services and statuses the seeded reports cycle through (statuses weighted like real traffic). */
const SERVICES = `array['ipLookup','phoneLookup','emailLookup','binLookup','addressLookup']`;
const STATUSES = `array['VERIFIED','SUSPICIOUS','RISKY','DECLINED','VERIFIED','VERIFIED','ERROR']`;

/**
 * Bulk load for the benchmarks at scale: `reports` rows per client, spread evenly over `spanMs`
 * back from now, with generate_series (one INSERT per `chunk` rows), then their outcome counters
 * in one aggregate pass, then VACUUM ANALYZE. With `bulk`, the indexes (primary key included) are
 * dropped first and rebuilt after the load.
 * @returns the time taken, in milliseconds
 */
export async function seedScale(
  db: pg.ClientBase,
  clients: SeedClient[],
  opts: ScaleOptions = {},
): Promise<number> {
  const t = Date.now();
  const prefix = opts.prefix ?? 'rpt_bench';
  const spanMs = opts.spanMs ?? 28 * 86_400_000;
  const chunk = opts.chunk ?? 2_000_000;
  const log = opts.log ?? (() => undefined);
  await db.query(`set maintenance_work_mem = '1GB'`);
  const partitioned = await db.query<{ f: string | null }>(
    `select to_regproc('pulse_reports_ensure_partition')::text as f`,
  );
  if (partitioned.rows[0]?.f) {
    // Every month of the span gets its partition before the load, so nothing lands in the default.
    await db.query(
      `select pulse_reports_ensure_partition(m::date)
       from generate_series(date_trunc('month', (now() - $1::float8 * interval '1 millisecond') at time zone 'UTC'),
                            date_trunc('month', now() at time zone 'UTC'), interval '1 month') m`,
      [spanMs],
    );
  }
  let rebuild: string[] = [];
  if (opts.bulk) {
    const idx = await db.query<{ name: string; def: string; pk: boolean }>(
      `select i.relname as name, pg_get_indexdef(i.oid) as def, x.indisprimary as pk
       from pg_index x join pg_class i on i.oid = x.indexrelid
       where x.indrelid = 'reports'::regclass`,
    );
    for (const r of idx.rows) {
      if (r.pk) {
        const con = await db.query<{ def: string }>(
          `select pg_get_constraintdef(oid) as def from pg_constraint where conname = $1`,
          [r.name],
        );
        rebuild.push(`alter table reports add constraint ${r.name} ${con.rows[0]?.def ?? ''}`);
        await db.query(`alter table reports drop constraint ${r.name}`);
      } else {
        // A partitioned table's index reads `ON ONLY reports` (its partitions' indexes apart).
        rebuild.push(r.def.replace(' ON ONLY ', ' ON '));
        await db.query(`drop index ${r.name}`);
      }
    }
    // The primary key first: the other indexes then build while the table is hot in the cache.
    rebuild = rebuild.sort((a, b) => Number(b.startsWith('alter')) - Number(a.startsWith('alter')));
  }
  let offset = 0;
  for (const c of clients) {
    const spacingMs = spanMs / c.reports;
    for (let from = 1; from <= c.reports; from += chunk) {
      const to = Math.min(c.reports, from + chunk - 1);
      await db.query(
        `insert into reports (reference_id, tenant_id, service, request_type, status, api_key_used,
                              input_request, result, request_date_time)
         select $4 || lpad((g + $6::bigint)::text, 22, '0'), $1::uuid,
                (${SERVICES})[1 + g % 5],
                case when g % 3 = 0 then 'dashboard' else 'api' end,
                (${STATUSES})[1 + (g / 5) % 7],
                'pk_live_benc…h000', '{"ip":"8.8.8.8"}'::jsonb,
                '{"status":"VERIFIED","message":"bench","response":{},"reasons":[],"sources":[]}'::jsonb,
                date_trunc('milliseconds', now() - make_interval(secs => g * $3::float8 / 1000))
         from generate_series($2::bigint, $5::bigint) g`,
        [c.tenantId, from, spacingMs, prefix, to, offset],
      );
      log(
        `reports: client ${c.tenantId.slice(0, 8)} ${to.toLocaleString('en-US')} / ${c.reports.toLocaleString('en-US')} (${((Date.now() - t) / 1000).toFixed(0)} s)`,
      );
    }
    offset += c.reports;
  }
  for (const def of rebuild) {
    const s = Date.now();
    await db.query(def);
    log(`${def.slice(0, 90)}… ${((Date.now() - s) / 1000).toFixed(0)} s`);
  }
  await db.query(
    `insert into report_outcome_counts as c (tenant_id, month, day, service, status, mode, created, deleted)
     select tenant_id, to_char(request_date_time at time zone 'UTC', 'YYYY-MM'),
            (request_date_time at time zone 'UTC')::date, service, status, mode, count(*), 0
     from reports where starts_with(reference_id, $1)
     group by 1, 2, 3, 4, 5, 6
     on conflict (tenant_id, month, day, service, status, mode)
       do update set created = c.created + excluded.created`,
    [prefix],
  );
  log(`counters (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  await db.query('vacuum analyze reports');
  await db.query('vacuum analyze report_outcome_counts');
  return Date.now() - t;
}

/**
 * Billing history for the benchmarks: one `monthly_usage` row per catalog service and month for
 * the `months` months before this one and this month (all free calls used, some paid calls), as a
 * long-standing customer has.
 */
export async function seedBillingHistory(
  db: pg.ClientBase,
  tenantId: string,
  months: number,
): Promise<void> {
  await db.query(
    `insert into monthly_usage as u (tenant_id, service, month, free_used, paid_used, paid_cost_cents)
     select $1::uuid, s.key, to_char(date_trunc('month', now() at time zone 'UTC') - make_interval(months => k), 'YYYY-MM'),
            s.free_calls_per_month, 1000 + k, (1000 + k) * s.cost_per_call_cents
     from services s, generate_series(0, $2::int) k
     on conflict (tenant_id, service, month) do update
       set free_used = excluded.free_used, paid_used = excluded.paid_used,
           paid_cost_cents = excluded.paid_cost_cents`,
    [tenantId, months],
  );
  await db.query('analyze monthly_usage');
}

/** The id (uuid) of the client with that e-mail address. */
export async function tenantIdOf(db: pg.ClientBase, email: string): Promise<string> {
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
