// Migration 0018 on a database that already holds reports: every row moves into its month's
// partition unchanged (ids, reference ids, times, bodies), the counters are untouched, and the
// constraints and indexes of the schema exist on the partitioned table. Runs on PGlite, and on
// PostgreSQL when TEST_DATABASE_URL is set (a database created and dropped here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateUpTo, open, type Conn } from './migration-db.js';
import { must } from '../helpers/clients.js';

const PARTITIONED_IDX = 18;
// The last migration before the tenant foreign keys were renamed tenant_id (0023): the SQL here
// names them client_id, as the database of that time did.
const LAST_CLIENT_ID_IDX = 22;
let conn: Conn;
let before: string;
const SNAPSHOT = `select id::text, reference_id, client_id::text, service, request_type, status, mode,
                          api_key_used, input_request::text, result::text,
                          to_char(request_date_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as t
                   from reports order by reference_id`;

beforeAll(async () => {
  conn = await open();
  await migrateUpTo(conn, PARTITIONED_IDX - 1);
  const [client] = await conn.query<{ id: string }>(
    `insert into clients (client_id, full_name, email, company_name, contact_number, country)
     values ('c_migration', 'Mia Gration', 'mia@example.com', 'Example Ltd', '+4420000000', 'GB')
     returning id::text`,
  );
  // 3,000 reports over ~15 months (one every 3.6 h), live and test, every status.
  await conn.query(
    `insert into reports (reference_id, client_id, service, request_type, mode, status, api_key_used,
                          input_request, result, request_date_time)
     select 'rpt_mig' || lpad(g::text, 8, '0'), $1::uuid,
            (array['ipLookup','phoneLookup','emailLookup'])[1 + g % 3],
            case when g % 2 = 0 then 'dashboard' else 'api' end,
            case when g % 10 = 0 then 'test' else 'live' end,
            (array['VERIFIED','SUSPICIOUS','RISKY','DECLINED','ERROR'])[1 + g % 5],
            'pk_live_abcd…wxyz', jsonb_build_object('n', g), jsonb_build_object('status', 'VERIFIED', 'g', g),
            timestamptz '2025-08-01 00:00:00+00' + make_interval(secs => g * 12960) + interval '1 millisecond' * (g % 1000)
     from generate_series(1, 3000) g`,
    [must(client).id],
  );
  before = JSON.stringify(await conn.query(SNAPSHOT));
  await migrateUpTo(conn, LAST_CLIENT_ID_IDX);
  // initdb and two migration runs of a fresh PGlite take several seconds on a busy machine.
}, 180_000);

afterAll(async () => conn?.close());

describe('migration 0018 (reports partitioned by month)', () => {
  it('keeps every row, unchanged', async () => {
    expect(JSON.stringify(await conn.query(SNAPSHOT))).toBe(before);
    const [n] = await conn.query<{ n: number }>('select count(*)::int as n from reports');
    expect(n?.n).toBe(3000);
  });

  it('puts each row in the partition of its UTC month and leaves the default partition empty', async () => {
    const misplaced = await conn.query<{ n: number }>(
      `select count(*)::int as n from reports
       where tableoid::regclass::text <> 'reports_' || to_char(request_date_time at time zone 'UTC', 'YYYY_MM')`,
    );
    expect(misplaced[0]?.n).toBe(0);
    const parts = await conn.query<{ name: string }>(
      `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
       where i.inhparent = 'reports'::regclass order by 1`,
    );
    const names = parts.map((p) => p.name);
    expect(names).toContain('reports_default');
    expect(names).toContain('reports_2025_08');
    expect(names).toContain('reports_2026_10');
    const thisMonth = new Date().toISOString().slice(0, 7).replace('-', '_');
    expect(names).toContain(`reports_${thisMonth}`);
  });

  it('has the schema’s keys and indexes on the partitioned table, enforced', async () => {
    const idx = await conn.query<{ name: string }>(
      `select indexname as name from pg_indexes where tablename = 'reports' order by 1`,
    );
    expect(idx.map((i) => i.name)).toEqual([
      'reports_client_service_time_idx',
      'reports_client_status_time_idx',
      'reports_client_test_time_idx',
      'reports_client_time_idx',
      'reports_pkey',
      'reports_reference_id_uq',
    ]);
    // The same reference id at the same instant is refused (the unique index holds per month).
    await expect(
      conn.query(
        `insert into reports (reference_id, client_id, service, request_type, status, api_key_used,
                              input_request, result, request_date_time)
         select reference_id, client_id, service, request_type, status, api_key_used, input_request,
                result, request_date_time from reports where reference_id = 'rpt_mig00000001'`,
      ),
    ).rejects.toThrow(/duplicate key/);
    // The foreign key to clients still cascades.
    await conn.query(`delete from clients where client_id = 'c_migration'`);
    const [n] = await conn.query<{ n: number }>('select count(*)::int as n from reports');
    expect(n?.n).toBe(0);
  });
});
