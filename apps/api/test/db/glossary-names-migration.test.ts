// Migration 0038 on a database that already holds cases and list entries: the stored names follow
// docs/glossary.md (review state, disposition, matches, list entries, decision) in the catalog
// only, so the rows stay; a case's stored matches say `entryId` where they said `recordId`; the
// case counters keep counting through the function written again under its new name; no
// constraint, index or function keeps an old name. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (a database created and dropped here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/db/index.js';
import { migrateUpTo, open, type Conn } from './migration-db.js';
import { must } from '../helpers/clients.js';

const RENAME_IDX = 38;
const MATCH = { recordId: 'un:CDi.001', name: 'ERIC BADEGE', source: 'un', score: 0.97 };

let conn: Conn;
let tenant: string;

/** Inserts a case of `tenant` in `state`, as the API wrote them before migration 0038. */
async function oldCase(state: string, matches: unknown[]): Promise<string> {
  const [c] = await conn.query<{ id: string }>(
    `insert into cases (tenant_id, mode, status, origin, service, subject_kind, subject, subject_key,
                        report_id, report_date_time, decision, candidates)
     values ($1, 'live', $2, 'lookup', 'amlPerson', 'person', '{"name":"Eric Badege"}'::jsonb,
             'person|badege eric|', 'rpt-' || gen_random_uuid(), now(), 'DECLINED', $3::jsonb)
     returning id::text`,
    [tenant, state, JSON.stringify(matches)],
  );
  return must(c).id;
}

let fp: string;
let open1: string;

beforeAll(async () => {
  conn = await open();
  await migrateUpTo(conn, RENAME_IDX - 1);
  const [c] = await conn.query<{ id: string }>(
    `insert into clients (client_id, full_name, email, company_name, contact_number, country)
     values ('cl_names', 'Na Mes', 'names@example.com', 'Example Ltd', '+4420000000', 'GB')
     returning id::text`,
  );
  tenant = must(c).id;
  fp = await oldCase('false_positive', [MATCH]);
  open1 = await oldCase('open', [MATCH, { ...MATCH, recordId: 'un:CDi.002' }]);
  await oldCase('open', []);
  await conn.query(
    `insert into sanction_records (source, seq, data) values ('un', 1, '{"id":"un:CDi.001"}'::jsonb)`,
  );
  await conn.migrate(MIGRATIONS_FOLDER);
}, 180_000);

afterAll(async () => conn?.close());

describe('migration 0038 (the glossary names)', () => {
  it('keeps the cases with their review state, and their matches say entryId', async () => {
    const rows = await conn.query<{ id: string; reviewState: string; matches: unknown }>(
      `select id::text, review_state as "reviewState", matches from cases
       where tenant_id = $1 and id = any($2::uuid[]) order by review_state`,
      [tenant, [fp, open1]],
    );
    const parsed = rows.map((r) => ({
      ...r,
      matches: (typeof r.matches === 'string' ? JSON.parse(r.matches) : r.matches) as unknown[],
    }));
    expect(parsed).toEqual([
      {
        id: fp,
        reviewState: 'false_positive',
        matches: [{ entryId: 'un:CDi.001', name: 'ERIC BADEGE', source: 'un', score: 0.97 }],
      },
      {
        id: open1,
        reviewState: 'open',
        matches: [
          { entryId: 'un:CDi.001', name: 'ERIC BADEGE', source: 'un', score: 0.97 },
          { entryId: 'un:CDi.002', name: 'ERIC BADEGE', source: 'un', score: 0.97 },
        ],
      },
    ]);
    const entries = await conn.query<{ id: string }>(`select data->>'id' as id from list_entries`);
    expect(entries).toEqual([{ id: 'un:CDi.001' }]);
  });

  it('counts the review states through the renamed counters, before and after a change', async () => {
    const counts = async () =>
      Object.fromEntries(
        (
          await conn.query<{ state: string; n: number }>(
            `select review_state as state, count::int as n from case_state_counts
             where tenant_id = $1 and count > 0`,
            [tenant],
          )
        ).map((r) => [r.state, Number(r.n)]),
      );
    expect(await counts()).toEqual({ open: 2, false_positive: 1 });
    await conn.query(`update cases set review_state = 'in_review' where id = $1`, [open1]);
    expect(await counts()).toEqual({ open: 1, in_review: 1, false_positive: 1 });
    await conn.query(`delete from cases where id = $1`, [fp]);
    expect(await counts()).toEqual({ open: 1, in_review: 1 });
  });

  it('leaves no column, constraint, index or function with an old name', async () => {
    const columns = await conn.query<{ name: string }>(
      `select table_name || '.' || column_name as name from information_schema.columns
       where table_schema = 'public' and (
         (table_name = 'cases' and column_name in ('status', 'proposed_status', 'candidates'))
         or column_name in ('outcome', 'record_id')
         or table_name in ('sanction_records', 'case_status_counts'))`,
    );
    expect(columns).toEqual([]);
    const left = await conn.query<{ name: string }>(
      `select conname as name from pg_constraint
       where conname ~ '^(sanction_records|case_status_counts|case_suppressions)_'
          or conname ~ '_(outcome|record_id|candidates)_not_null$' or conname = 'cases_status_ck'
       union all select indexname from pg_indexes
       where indexname ~ '^(sanction_records|case_status_counts)_|_record_(idx|uq)$'
          or indexname = 'cases_tenant_status_idx'
       union all select proname from pg_proc
       where proname = 'pulse_case_status_counts_apply'
          or prosrc ~ '\\m(case_status_counts|sanction_records|proposed_status)\\M'`,
    );
    expect(left).toEqual([]);
  });
});
