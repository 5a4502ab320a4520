/**
 * The false-positive memory across tenants, as a list update meets it (docs/adr/0047-aml-monitoring.md,
 * docs/adr/0046-case-review.md): which subjects remember an entry, and the reopening of the cases
 * whose remembered entry the update changed. The routes never call this: it serves the re-screen
 * job, which works every tenant's subjects.
 */
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../db/index.js';
import { v7 as uuidv7 } from 'uuid';
import { Nullable, rowsOf } from './sql.js';
import { runTransaction, txDb } from './transaction.js';

/** A remembered false positive, with whose it is. */
const MemoryRow = Type.Object(
  {
    tenantId: Type.String(),
    mode: Type.String(),
    subjectKey: Type.String(),
    entryId: Type.String(),
    fingerprint: Type.String(),
    caseId: Nullable(Type.String()),
  },
  { $id: 'false positive memory' },
);

/** A forgotten memory row with the changed entry's diff. */
const ForgottenRow = Type.Object(
  {
    caseId: Nullable(Type.String()),
    tenantId: Type.String(),
    mode: Type.String(),
    subjectKey: Type.String(),
    entryId: Type.String(),
    note: Type.String(),
  },
  { $id: 'forgotten false positive' },
);

/** A reopened case (its `reopened` history row). */
const MovedRow = Type.Object(
  { caseId: Type.String(), tenantId: Type.String() },
  { $id: 'reopened case' },
);

export class FalsePositiveMemoryRepository {
  constructor(private readonly db: Db) {}

  /**
   * The false-positive memory of every tenant on the entries `entryIds` (a list update's added
   * and changed entries).
   */
  memoryOf(entryIds: readonly string[]): Promise<
    Array<{
      tenantId: string;
      mode: string;
      subjectKey: string;
      entryId: string;
      fingerprint: string;
      caseId: string | null;
    }>
  > {
    if (entryIds.length === 0) return Promise.resolve([]);
    return rowsOf(
      this.db,
      sql`select tenant_id as "tenantId", mode, subject_key as "subjectKey",
                 entry_id as "entryId", fingerprint, case_id as "caseId"
          from false_positive_memory where entry_id = any(${sql.param([...entryIds])}::text[])`,
      MemoryRow,
    );
  }

  /**
   * Reopens, for any subject of any tenant, the cases whose false-positive memory holds one of
   * `changed` with another fingerprint than its new one: status back to `open`, a `reopened`
   * history row whose note is the entry's diff, a `case.updated` audit entry of no actor (reason
   * `list_changed`, the entries), and the memory row forgotten; all in ONE transaction.
   * @param changed the update's changed entries: record id, new fingerprint, diff text
   * @param tenantId only this tenant's memory (a tenant's own watchlist); every tenant's when absent
   * @returns one row per memory row forgotten: the case reopened, tenant, mode, subject key, entry
   */
  async reopenChanged(
    changed: ReadonlyArray<{ entryId: string; fingerprint: string; note: string }>,
    tenantId?: string,
  ): Promise<
    Array<{
      caseId: string | null;
      tenantId: string;
      mode: string;
      subjectKey: string;
      entryId: string;
    }>
  > {
    if (changed.length === 0) return [];
    return runTransaction(this.db, async (handle) => {
      const tx = txDb(handle);
      const forgotten = await rowsOf(
        tx,
        sql`delete from false_positive_memory s
            using unnest(${sql.param(changed.map((c) => c.entryId))}::text[],
                         ${sql.param(changed.map((c) => c.fingerprint))}::text[],
                         ${sql.param(changed.map((c) => c.note))}::text[])
                  as c(entry_id, fingerprint, note)
            where s.entry_id = c.entry_id and s.fingerprint <> c.fingerprint
              ${tenantId === undefined ? sql`` : sql`and s.tenant_id = ${tenantId}::uuid`}
            returning s.case_id as "caseId", s.tenant_id as "tenantId", s.mode,
                      s.subject_key as "subjectKey", s.entry_id as "entryId", c.note`,
        ForgottenRow,
      );
      const byCase = new Map<string, { tenantId: string; notes: string[]; entries: string[] }>();
      for (const f of forgotten) {
        if (!f.caseId) continue;
        const entry = byCase.get(f.caseId) ?? { tenantId: f.tenantId, notes: [], entries: [] };
        entry.notes.push(f.note);
        entry.entries.push(f.entryId);
        byCase.set(f.caseId, entry);
      }
      if (byCase.size > 0) {
        const ids = [...byCase.keys()];
        const moved = await rowsOf(
          tx,
          sql`
          with reopened as (
            select c.id, c.tenant_id, c.review_state from cases c
            where c.id = any(${sql.param(ids)}::uuid[]) and c.review_state = 'false_positive'
            for update
          ),
          moved as (
            update cases c set review_state = 'open', proposed_disposition = null, proposed_by = null,
                               updated_at = now()
            from reopened r where c.id = r.id
            returning c.id
          )
          insert into case_events (case_id, tenant_id, action, from_value, to_value, note)
          select r.id, r.tenant_id, 'reopened', r.review_state, 'open', n.note
          from reopened r
          join unnest(${sql.param(ids)}::uuid[],
                      ${sql.param(ids.map((id) => byCase.get(id)?.notes.join('\n') ?? ''))}::text[])
               as n(id, note) on n.id = r.id
          returning case_id as "caseId", tenant_id as "tenantId"`,
          MovedRow,
        );
        // The audit log shows the reopen as well as the case history:
        // no member acted, the list did. Times to the millisecond, as the log's cursor reads them.
        const at = new Date();
        if (moved.length > 0)
          await tx.execute(sql`
            insert into audit_events (id, tenant_id, action, target, detail, created_at)
            select id, tenant_id, 'case.updated', target, detail::jsonb, ${at.toISOString()}::timestamptz
            from unnest(
              ${sql.param(moved.map(() => uuidv7()))}::uuid[],
              ${sql.param(moved.map((m) => m.tenantId))}::uuid[],
              ${sql.param(moved.map((m) => m.caseId))}::text[],
              ${sql.param(moved.map((m) => JSON.stringify(reopenDetail(byCase.get(m.caseId)?.entries ?? []))))}::text[]
            ) as a(id, tenant_id, target, detail)`);
      }
      return forgotten.map(({ note: _note, ...f }) => f);
    });
  }
}

/** The audit detail of a case reopened by a list change: what PATCH /cases/{id} would log, and why. */
const reopenDetail = (entries: readonly string[]) => ({
  status: 'open',
  from: 'false_positive',
  reason: 'list_changed',
  entries,
});
