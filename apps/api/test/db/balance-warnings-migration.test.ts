// Migration 0037 on a database that already holds a threshold: the table usage_alerts becomes
// balance_warnings in the catalog only, so the row stays; every constraint and index is named after
// the new table; the batch metering function reads the threshold from it. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set (a database created and dropped here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/index.js';
import { migrateUpTo, open, type Conn } from './migration-db.js';
import { must } from '../helpers/clients.js';

const RENAME_IDX = 37;
const MONTH = '2026-03';
const WARNED_AT = '2026-03-04T05:06:07.000Z';

let conn: Conn;
let tenant: string;

beforeAll(async () => {
  conn = await open();
  await migrateUpTo(conn, RENAME_IDX - 1);
  await conn.query(
    `insert into services (key, display_name, free_calls_per_month, cost_per_call_cents)
     values ('ipLookup', 'IP Lookup', 10, 2) on conflict do nothing`,
  );
  const [c] = await conn.query<{ id: string }>(
    `insert into clients (client_id, full_name, email, company_name, contact_number, country)
     values ('cl_warn', 'Wa Rning', 'warn@example.com', 'Example Ltd', '+4420000000', 'GB')
     returning id::text`,
  );
  tenant = must(c).id;
  await conn.query(
    `insert into usage_alerts (tenant_id, service, threshold, last_alert_at)
     values ($1, 'ipLookup', 7, $2)`,
    [tenant, WARNED_AT],
  );
  await conn.migrate(MIGRATIONS_FOLDER);
}, 180_000);

afterAll(async () => conn?.close());

describe('migration 0037 (usage_alerts is balance_warnings)', () => {
  it('keeps the threshold and when the last warning went out', async () => {
    const rows = await conn.query<{ threshold: number; at: string }>(
      `select threshold, to_char(last_warned_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as at
       from balance_warnings where tenant_id = $1`,
      [tenant],
    );
    expect(rows).toEqual([{ threshold: 7, at: WARNED_AT.slice(0, 19) }]);
    const old = await conn.query<{ t: string | null }>(`select to_regclass('usage_alerts') as t`);
    expect(old).toEqual([{ t: null }]);
  });

  it('names every constraint and index after the new table', async () => {
    const cons = await conn.query<{ name: string }>(
      `select conname as name from pg_constraint where conrelid = 'balance_warnings'::regclass
       order by conname`,
    );
    // Four on every version; PostgreSQL 18 and PGlite add one per NOT NULL column.
    expect(cons.map((c) => c.name)).toEqual(
      expect.arrayContaining([
        'balance_warnings_pk',
        'balance_warnings_service_services_key_fk',
        'balance_warnings_tenant_id_clients_id_fk',
        'balance_warnings_threshold_ck',
      ]),
    );
    for (const { name } of cons) expect(name).toMatch(/^balance_warnings_/);
    const idx = await conn.query<{ name: string }>(
      `select indexname as name from pg_indexes where schemaname = 'public'
       and tablename = 'balance_warnings'`,
    );
    expect(idx.map((i) => i.name)).toEqual(['balance_warnings_pk']);
    const left = await conn.query<{ name: string }>(
      `select conname as name from pg_constraint where conname like 'usage_alert%'
       union all select indexname from pg_indexes where indexname like 'usage_alert%'
       union all select proname from pg_proc where prosrc like '%usage_alerts%'`,
    );
    expect(left).toEqual([]);
  });

  it('keeps the rules: the threshold check and the cascade from the tenant', async () => {
    await expect(
      conn.query(
        `update balance_warnings set threshold = 0 where tenant_id = $1`, //
        [tenant],
      ),
    ).rejects.toThrow(/balance_warnings_threshold_ck/);
    const [other] = await conn.query<{ id: string }>(
      `insert into clients (client_id, full_name, email, company_name, contact_number, country)
       values ('cl_gone', 'Gone', 'gone@example.com', 'Gone Ltd', '+4420000001', 'GB')
       returning id::text`,
    );
    const gone = must(other).id;
    await conn.query(
      `insert into balance_warnings (tenant_id, service, threshold) values ($1, 'ipLookup', 3)`,
      [gone],
    );
    await conn.query(`delete from clients where id = $1`, [gone]);
    const left = await conn.query(`select 1 from balance_warnings where tenant_id = $1`, [gone]);
    expect(left).toEqual([]);
  });

  it('meters a batch with the threshold read from balance_warnings', async () => {
    const [g] = await conn.query<{ free_granted: number; warn_threshold: number | null }>(
      `select free_granted, warn_threshold from pulse_meter_batch($1::uuid, 'ipLookup', $2, 3)`,
      [tenant, MONTH],
    );
    expect(g).toEqual({ free_granted: 3, warn_threshold: 7 });
  });
});
