// Migration 0023 on a database that already holds a tenant's rows: every foreign key to the tenant
// is renamed client_id → tenant_id in place, so each row stays, now
// read by tenant_id; the functions and triggers of earlier migrations work on the new name; the
// foreign keys, renamed on the partitions of reports too, still cascade; the indexes are named
// after the tenant. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (a database
// created and dropped here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/index.js';
import { migrateUpTo, open, type Conn } from './migration-db.js';
import { must } from '../helpers/clients.js';

const RENAME_IDX = 23;
/** Every table whose foreign key to clients.id the migration renames. */
const TENANT_TABLES = [
  'api_keys',
  'api_requests',
  'audit_events',
  'consents',
  'email_verification_tokens',
  'invitations',
  'members',
  'monthly_usage',
  'payments',
  'report_outcome_counts',
  'report_outcome_months',
  'reports',
  'service_balances',
  'sessions',
  'two_factor_secrets',
  'usage_alerts',
  'webhook_deliveries',
  'webhook_endpoints',
];
/** The tables of TENANT_TABLES a later migration renamed (0037), by their name at 0023. */
const RENAMED_SINCE: Record<string, string> = { usage_alerts: 'balance_warnings' };
const MONTH = '2026-03';

let conn: Conn;
let tenant: string;
let other: string;
const before = new Map<string, number>();

async function count(table: string, column: string, id: string): Promise<number> {
  const [r] = await conn.query<{ n: number }>(
    `select count(*)::int as n from ${table} where ${column} = $1::uuid`,
    [id],
  );
  return r?.n ?? -1;
}

/** A tenant with rows in the tables written here (the others stay empty), as of migration 0022. */
async function seedTenant(publicId: string, email: string): Promise<string> {
  const [c] = await conn.query<{ id: string }>(
    `insert into clients (client_id, full_name, email, company_name, contact_number, country)
     values ($1, 'Ren Ame', $2, 'Example Ltd', '+4420000000', 'GB') returning id::text`,
    [publicId, email],
  );
  const id = must(c).id;
  const [m] = await conn.query<{ id: string }>(
    `insert into members (client_id, email, password_hash, full_name, role)
     values ($1, $2, 'x', 'Ren Ame', 'owner') returning id::text`,
    [id, email],
  );
  await conn.query(`insert into sessions (member_id, client_id) values ($1, $2)`, [must(m).id, id]);
  await conn.query(
    `insert into api_keys (client_id, key_hash, prefix) values ($1, $2, 'pk_live_x')`,
    [id, `hash-${publicId}`],
  );
  await conn.query(
    `insert into reports (reference_id, client_id, service, request_type, status, api_key_used,
                          input_request, result, request_date_time)
     select $2 || g, $1, 'ipLookup', 'api', 'VERIFIED', 'pk_live_x', '{}', '{}',
            timestamptz '2026-01-15 12:00:00+00' + make_interval(days => g * 20)
     from generate_series(1, 6) g`,
    [id, `rpt_${publicId}_`],
  );
  await conn.query(
    `insert into report_outcome_counts (client_id, month, day, service, status, created)
     values ($1, $2, $3::date, 'ipLookup', 'VERIFIED', 4)`,
    [id, MONTH, `${MONTH}-10`],
  );
  await conn.query(
    `insert into monthly_usage (client_id, service, month, free_used) values ($1, 'ipLookup', $2, 9)`,
    [id, MONTH],
  );
  await conn.query(
    `insert into service_balances (client_id, service, paid_available) values ($1, 'ipLookup', 5)`,
    [id],
  );
  await conn.query(
    `insert into usage_alerts (client_id, service, threshold) values ($1, 'ipLookup', 3)`,
    [id],
  );
  await conn.query(
    `insert into webhook_endpoints (client_id, url, events, secret_ciphertext, secret_prefix)
     values ($1, 'https://example.com/hook', '{report.created}', 'x', 'whsec_x')`,
    [id],
  );
  await conn.query(`insert into audit_events (client_id, action) values ($1, 'member.invited')`, [
    id,
  ]);
  return id;
}

beforeAll(async () => {
  conn = await open();
  await migrateUpTo(conn, RENAME_IDX - 1);
  await conn.query(
    `insert into services (key, display_name, free_calls_per_month, cost_per_call_cents)
     values ('ipLookup', 'IP Lookup', 10, 2) on conflict do nothing`,
  );
  tenant = await seedTenant('cl_rename', 'ren@example.com');
  other = await seedTenant('cl_other', 'other@example.com');
  for (const t of TENANT_TABLES) before.set(t, await count(t, 'client_id', tenant));
  await conn.migrate(MIGRATIONS_FOLDER);
}, 180_000);

afterAll(async () => conn?.close());

describe('migrations 0023 and 0024 (tenant foreign keys and index names say tenant_id)', () => {
  it('keeps every row, read by tenant_id', async () => {
    for (const t of TENANT_TABLES)
      expect([t, await count(RENAMED_SINCE[t] ?? t, 'tenant_id', tenant)]).toEqual([
        t,
        before.get(t),
      ]);
    expect(before.get('reports')).toBe(6);
    expect(before.get('report_outcome_months')).toBe(1);
    const [c] = await conn.query<{ client_id: string }>(
      `select client_id from clients where id = $1`,
      [tenant],
    );
    expect(c?.client_id).toBe('cl_rename');
  });

  it('leaves client_id only in clients, and no constraint named after it', async () => {
    const cols = await conn.query<{ t: string }>(
      `select distinct c.relname as t from pg_attribute a join pg_class c on c.oid = a.attrelid
       where a.attname = 'client_id' and a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p')`,
    );
    expect(cols.map((c) => c.t)).toEqual(['clients']);
    const cons = await conn.query<{ name: string }>(
      `select conname as name from pg_constraint
       where conname like '%client_id%' and conrelid <> 'clients'::regclass`,
    );
    expect(cons).toEqual([]);
    // Index names too, the partitions' of reports included (migration 0024).
    const idx = await conn.query<{ name: string }>(
      `select indexname as name from pg_indexes
       where schemaname = 'public' and indexname ~ 'client(_|$)'`,
    );
    expect(idx.map((i) => i.name)).toEqual(['clients_client_id_uq']);
    const partIdx = await conn.query<{ n: number }>(
      `select count(*)::int as n from pg_indexes where tablename = 'reports_default'
         and indexname like 'reports_default_tenant_id_%'`,
    );
    // Four since 0023, the batch index of 0026 and the two sort indexes of 0035.
    expect(partIdx[0]?.n).toBe(7);
    const parts = await conn.query<{ n: number }>(
      `select count(*)::int as n from pg_constraint c join pg_inherits i on i.inhrelid = c.conrelid
       where i.inhparent = 'reports'::regclass and c.conname = 'reports_tenant_id_clients_id_fk'`,
    );
    expect(parts[0]?.n).toBeGreaterThan(1);
  });

  it('runs the functions and triggers of earlier migrations on tenant_id', async () => {
    // Metering (0021): 1 free call left this month, then the paid balance.
    const [g] = await conn.query<{ free_granted: number; paid_granted: number }>(
      `select free_granted, paid_granted from pulse_meter_batch($1::uuid, 'ipLookup', $2, 3)`,
      [tenant, MONTH],
    );
    expect(g).toEqual({ free_granted: 1, paid_granted: 2 });
    // Monthly rollup (0019).
    await conn.query(
      `update report_outcome_counts set deleted = 1 where tenant_id = $1 and month = $2`,
      [tenant, MONTH],
    );
    const [m] = await conn.query<{ created: string; deleted: string }>(
      `select created::text, deleted::text from report_outcome_months where tenant_id = $1`,
      [tenant],
    );
    expect(m).toEqual({ created: '4', deleted: '1' });
    // clients.webhook_events (0016).
    await conn.query(
      `update webhook_endpoints set events = '{payment.succeeded}' where tenant_id = $1`,
      [tenant],
    );
    const [c] = await conn.query<{ events: string[] }>(
      `select webhook_events as events from clients where id = $1`,
      [tenant],
    );
    expect(c?.events).toEqual(['payment.succeeded']);
    // The change notification (0017, 0020) reads tenant_id from the row.
    await conn.query(`update members set role = 'owner' where tenant_id = $1`, [tenant]);
    await conn.query(`update api_keys set revoked_at = now() where tenant_id = $1`, [tenant]);
    // A new month's partition gets the foreign key under its new name.
    await conn.query(`select pulse_reports_ensure_partition('2031-05-01')`);
    const [fk] = await conn.query<{ name: string }>(
      `select conname as name from pg_constraint
       where conrelid = 'reports_2031_05'::regclass and contype = 'f'`,
    );
    expect(fk?.name).toBe('reports_tenant_id_clients_id_fk');
    // And its indexes are named after the tenant, the sort indexes of 0035 included: two of them
    // have the columns of two older indexes, so a clash takes the next free name.
    const names = await conn.query<{ name: string }>(
      `select indexname as name from pg_indexes where tablename = 'reports_2031_05' order by 1`,
    );
    expect(names.filter((i) => i.name.includes('client_id'))).toEqual([]);
    expect(names.filter((i) => i.name.includes('tenant_id')).length).toBe(7);
    expect(new Set(names.map((i) => i.name)).size).toBe(names.length);
  });

  it('still cascades a deleted tenant to its rows, and only to its own', async () => {
    await conn.query(`delete from clients where id = $1`, [tenant]);
    for (const t of TENANT_TABLES)
      expect([t, await count(RENAMED_SINCE[t] ?? t, 'tenant_id', tenant)]).toEqual([t, 0]);
    expect(await count('reports', 'tenant_id', other)).toBe(6);
    expect(await count('members', 'tenant_id', other)).toBe(1);
  });
});
