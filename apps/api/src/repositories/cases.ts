/**
 * AML case review (docs/adr/0046-case-review.md): the cases a screening opens (many per statement),
 * the review queue, one case with its history, its changes, the false-positive memory and the
 * tenant's four-eyes setting. Every read and write is scoped by tenant (and mode).
 */
import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/index.js';
import type { CaseMatch, CaseRule, ReviewState } from '../db/schema/index.js';
import { CaseEvent, CaseRow, FourEyes, Opened, Remembered, StateCount } from './case-rows.js';
import { refreshDecisions, subjectOfKey } from './monitoring-decision.js';
import { IdRow, ISO_FORMAT, rowsOf } from './sql.js';
import { runTransaction, txDb } from './transaction.js';

/**
 * What a case is opened from: one AML result of a written report, or (origin `rules`) a report
 * whose decision's rules asked for a case.
 */
export interface CaseDraft {
  tenantId: string;
  mode: string;
  origin: 'lookup' | 'batch' | 'monitoring' | 'rules';
  service: string;
  subjectKind: 'person' | 'business';
  subject: Record<string, string>;
  subjectKey: string;
  reportId: string;
  reportDateTime: Date;
  batchId: string | null;
  decision: string;
  matches: CaseMatch[];
  /** The fired rules that asked for the case; absent: none. */
  rules?: CaseRule[];
}

/** A case as the API shows it. */
export interface CaseRecord {
  id: string;
  mode: string;
  reviewState: ReviewState;
  proposedDisposition: ReviewState | null;
  proposedBy: string | null;
  origin: string;
  service: string;
  subjectKind: string;
  subject: Record<string, string>;
  subjectKey: string;
  reportId: string;
  reportDateTime: string;
  batchId: string | null;
  decision: string;
  matches: CaseMatch[];
  rules: CaseRule[];
  assigneeId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One action on a case. */
export interface CaseEventRecord {
  id: string;
  actorId: string | null;
  actorName: string | null;
  at: string;
  action: string;
  from: string | null;
  to: string | null;
  note: string | null;
}

/** The filters of the review queue (all optional). */
export interface CaseFilter {
  reviewState?: ReviewState;
  /** A member id, or `none` for unassigned cases. */
  assignee?: string;
  /** A list source key: cases with a match from that list. */
  source?: string;
  /** Cases opened at least this many days ago. */
  olderThanDays?: number;
}

/** The columns a change sets (absent: unchanged). */
export interface CaseSet {
  reviewState?: ReviewState;
  assigneeId?: string | null;
  proposedDisposition?: ReviewState | null;
  proposedBy?: string | null;
}

/** One action to write on a case, in the transaction of its change. */
export interface CaseEventDraft {
  action: 'status' | 'proposed' | 'assigned' | 'note';
  from?: string | null;
  to?: string | null;
  note?: string | null;
}

const CASE_COLUMNS = sql.raw(`
  c.id, c.mode, c.review_state as "reviewState", c.proposed_disposition as "proposedDisposition", c.proposed_by as "proposedBy",
  c.origin, c.service, c.subject_kind as "subjectKind", c.subject, c.subject_key as "subjectKey",
  c.report_id as "reportId",
  to_char(c.report_date_time at time zone 'UTC', ${ISO_FORMAT}) as "reportDateTime",
  c.batch_id as "batchId", c.decision, c.matches, c.rules, c.assignee_id as "assigneeId",
  to_char(c.created_at at time zone 'UTC', ${ISO_FORMAT}) as "createdAt",
  to_char(c.updated_at at time zone 'UTC', ${ISO_FORMAT}) as "updatedAt"`);

/** jsonb comes back parsed from node-postgres and as text from some PGlite paths. */
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const toCase = (r: Static<typeof CaseRow>): CaseRecord => ({
  ...r,
  subject: parsed(r.subject),
  matches: parsed(r.matches),
  rules: parsed(r.rules),
});

/**
 * Opens the cases of `drafts` in ONE statement (and their `opened` history rows with it): the
 * batch chunk's transaction passes its handle, a single lookup the pool.
 */
export async function insertCases(
  db: Db,
  drafts: readonly CaseDraft[],
): Promise<Array<{ id: string; reportId: string; subjectKey: string }>> {
  if (drafts.length === 0) return [];
  const col = <T>(f: (d: CaseDraft) => T) => sql.param(drafts.map(f));
  return rowsOf(
    db,
    sql`
    with opened as (
      insert into cases (tenant_id, mode, origin, service, subject_kind, subject, subject_key,
                         report_id, report_date_time, batch_id, decision, matches, rules,
                         created_at, updated_at)
      select tenant_id, mode, origin, service, subject_kind, subject::jsonb, subject_key,
             report_id, report_date_time, batch_id, decision, matches::jsonb, rules::jsonb,
             created_at, created_at
      from unnest(
        ${col((d) => d.tenantId)}::uuid[],
        ${col((d) => d.mode)}::text[],
        ${col((d) => d.origin)}::text[],
        ${col((d) => d.service)}::text[],
        ${col((d) => d.subjectKind)}::text[],
        ${col((d) => JSON.stringify(d.subject))}::text[],
        ${col((d) => d.subjectKey)}::text[],
        ${col((d) => d.reportId)}::text[],
        ${col((d) => d.reportDateTime.toISOString())}::timestamptz[],
        ${col((d) => d.batchId)}::uuid[],
        ${col((d) => d.decision)}::text[],
        ${col((d) => JSON.stringify(d.matches))}::text[],
        ${col((d) => JSON.stringify(d.rules ?? []))}::text[],
        ${col((d) => d.reportDateTime.toISOString())}::timestamptz[]
      ) as i(tenant_id, mode, origin, service, subject_kind, subject, subject_key, report_id,
             report_date_time, batch_id, decision, matches, rules, created_at)
      returning id, tenant_id, created_at, report_id, subject_key
    ),
    events as (
      insert into case_events (case_id, tenant_id, at, action, to_value)
      select id, tenant_id, created_at, 'opened', 'open' from opened
    )
    select id, report_id as "reportId", subject_key as "subjectKey" from opened`,
    Opened,
  );
}

export class CasesRepository {
  constructor(private readonly db: Db) {}

  /** Opens cases outside any other transaction (a single lookup, right after its report). */
  async open(drafts: readonly CaseDraft[]): Promise<void> {
    await insertCases(this.db, drafts);
  }

  /**
   * The review queue of a tenant's mode, newest first, `limit` + 1 read to tell if more follow.
   * @param after the last case of the previous page
   */
  async list(
    tenantId: string,
    mode: string,
    filter: CaseFilter,
    limit: number,
    after?: { createdAt: Date; id: string },
  ): Promise<{ items: CaseRecord[]; next: { createdAt: Date; id: string } | null }> {
    const where = [sql`c.tenant_id = ${tenantId}::uuid`, sql`c.mode = ${mode}`];
    if (filter.reviewState) where.push(sql`c.review_state = ${filter.reviewState}`);
    if (filter.assignee === 'none') where.push(sql`c.assignee_id is null`);
    else if (filter.assignee) where.push(sql`c.assignee_id = ${filter.assignee}::uuid`);
    if (filter.source)
      where.push(sql`c.matches @> ${JSON.stringify([{ source: filter.source }])}::jsonb`);
    if (filter.olderThanDays !== undefined)
      where.push(sql`c.created_at <= now() - make_interval(days => ${filter.olderThanDays}::int)`);
    if (after)
      where.push(
        sql`(c.created_at, c.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
      );
    // `nulls last` as cases_tenant_queue_idx is built (migration 0031): the columns are never
    // null, but a plain `desc` (nulls first) does not match the index, and PostgreSQL sorted the
    // whole queue instead.
    const found = await rowsOf(
      this.db,
      sql`select ${CASE_COLUMNS} from cases c where ${sql.join(where, sql` and `)}
          order by c.created_at desc nulls last, c.id desc nulls last limit ${limit + 1}`,
      CaseRow,
    );
    const items = found.slice(0, limit).map(toCase);
    const last = items[items.length - 1];
    return {
      items,
      next:
        found.length > limit && last ? { createdAt: new Date(last.createdAt), id: last.id } : null,
    };
  }

  /**
   * The number of cases per review state of a tenant's mode (states without cases left out), read from
   * the counters triggers keep with every case write (migration 0032) rather than counted: the
   * queue's every page answers them, and counting a queue of 100,000 cases took ~200 ms.
   */
  async counts(tenantId: string, mode: string): Promise<Record<string, number>> {
    const found = await rowsOf(
      this.db,
      sql`select review_state as "reviewState", count::int as n from case_state_counts
          where tenant_id = ${tenantId}::uuid and mode = ${mode} and count > 0`,
      StateCount,
    );
    return Object.fromEntries(found.map((r) => [r.reviewState, Number(r.n)]));
  }

  /** One case of the tenant's mode; undefined when it is not theirs. */
  async get(tenantId: string, mode: string, id: string): Promise<CaseRecord | undefined> {
    const [found] = await rowsOf(
      this.db,
      sql`select ${CASE_COLUMNS} from cases c
          where c.id = ${id}::uuid and c.tenant_id = ${tenantId}::uuid and c.mode = ${mode}`,
      CaseRow,
    );
    return found ? toCase(found) : undefined;
  }

  /** The history of a case, oldest first, with each actor's name. */
  history(tenantId: string, id: string): Promise<CaseEventRecord[]> {
    return rowsOf(
      this.db,
      sql`select e.id, e.actor_id as "actorId", m.full_name as "actorName",
                 to_char(e.at at time zone 'UTC', ${sql.raw(ISO_FORMAT)}) as at, e.action,
                 e.from_value as "from", e.to_value as "to", e.note
          from case_events e left join members m on m.id = e.actor_id
          where e.case_id = ${id}::uuid and e.tenant_id = ${tenantId}::uuid
          order by e.seq`,
      CaseEvent,
    );
  }

  /**
   * Changes one case in ONE transaction: the case is read locked, `decide` returns the new
   * columns and the history rows (or throws to refuse), and a `false_positive` close remembers
   * each candidate with a fingerprint; a case leaving `false_positive` forgets them.
   * @returns the case after the change; undefined when it is not the tenant's
   */
  async change(
    tenantId: string,
    mode: string,
    id: string,
    actorId: string,
    decide: (current: CaseRecord) => { set: CaseSet; events: CaseEventDraft[] },
  ): Promise<CaseRecord | undefined> {
    return runTransaction(this.db, async (handle) => {
      const tx = txDb(handle);
      const [locked] = await rowsOf(
        tx,
        sql`select ${CASE_COLUMNS} from cases c
            where c.id = ${id}::uuid and c.tenant_id = ${tenantId}::uuid and c.mode = ${mode}
            for update`,
        CaseRow,
      );
      if (!locked) return undefined;
      const current = toCase(locked);
      const { set, events } = decide(current);
      const sets = [sql`updated_at = now()`];
      if (set.reviewState !== undefined) sets.push(sql`review_state = ${set.reviewState}`);
      if (set.assigneeId !== undefined) sets.push(sql`assignee_id = ${set.assigneeId}::uuid`);
      if (set.proposedDisposition !== undefined)
        sets.push(sql`proposed_disposition = ${set.proposedDisposition}`);
      if (set.proposedBy !== undefined) sets.push(sql`proposed_by = ${set.proposedBy}::uuid`);
      await tx.execute(sql`update cases set ${sql.join(sets, sql`, `)} where id = ${id}::uuid`);
      if (events.length > 0)
        await tx.execute(sql`
          insert into case_events (case_id, tenant_id, actor_id, action, from_value, to_value, note)
          select ${id}::uuid, ${tenantId}::uuid, ${actorId}::uuid, action, from_value, to_value, note
          from unnest(
            ${sql.param(events.map((e) => e.action))}::text[],
            ${sql.param(events.map((e) => e.from ?? null))}::text[],
            ${sql.param(events.map((e) => e.to ?? null))}::text[],
            ${sql.param(events.map((e) => e.note ?? null))}::text[]
          ) with ordinality as e(action, from_value, to_value, note, n)
          order by n`);
      const next = set.reviewState ?? current.reviewState;
      if (next === 'false_positive' && current.reviewState !== 'false_positive') {
        const remembered = current.matches.filter((c) => c.fingerprint !== null);
        if (remembered.length > 0)
          await tx.execute(sql`
            insert into false_positive_memory as s (tenant_id, mode, subject_key, entry_id,
                                                fingerprint, case_id, decided_by)
            select ${tenantId}::uuid, ${mode}, ${current.subjectKey}, entry_id, fingerprint,
                   ${id}::uuid, ${actorId}::uuid
            from unnest(
              ${sql.param(remembered.map((c) => c.entryId))}::text[],
              ${sql.param(remembered.map((c) => c.fingerprint))}::text[]
            ) as r(entry_id, fingerprint)
            on conflict (tenant_id, mode, subject_key, entry_id) do update
              set fingerprint = excluded.fingerprint, case_id = excluded.case_id,
                  decided_by = excluded.decided_by, decided_at = now()`);
        // A monitored subject of the same key no longer counts the entries just cleared.
        await refreshDecisions(tx, subjectOfKey(tenantId, mode, current.subjectKey));
      } else if (current.reviewState === 'false_positive' && next !== 'false_positive') {
        await tx.execute(sql`
          delete from false_positive_memory
          where tenant_id = ${tenantId}::uuid and case_id = ${id}::uuid`);
        await refreshDecisions(tx, subjectOfKey(tenantId, mode, current.subjectKey));
      }
      const [after] = await rowsOf(
        tx,
        sql`select ${CASE_COLUMNS} from cases c where c.id = ${id}::uuid`,
        CaseRow,
      );
      return after ? toCase(after) : undefined;
    });
  }

  /** The remembered false positives of a subject: list record id → fingerprint and case. */
  async falsePositives(
    tenantId: string,
    mode: string,
    subjectKey: string,
  ): Promise<Array<{ entryId: string; fingerprint: string; caseId: string | null }>> {
    return rowsOf(
      this.db,
      sql`select entry_id as "entryId", fingerprint, case_id as "caseId" from false_positive_memory
          where tenant_id = ${tenantId}::uuid and mode = ${mode}
            and subject_key = ${subjectKey}`,
      Remembered,
    );
  }

  /** Whether the tenant's four-eyes rule is on (default off). */
  async fourEyes(tenantId: string): Promise<boolean> {
    const [r] = await rowsOf(
      this.db,
      sql`select four_eyes as "fourEyes" from case_settings where tenant_id = ${tenantId}::uuid`,
      FourEyes,
    );
    return r?.fourEyes ?? false;
  }

  /** Turns the tenant's four-eyes rule on or off. */
  async setFourEyes(tenantId: string, on: boolean): Promise<void> {
    await this.db.execute(sql`
      insert into case_settings (tenant_id, four_eyes, updated_at)
      values (${tenantId}::uuid, ${on}, now())
      on conflict (tenant_id) do update set four_eyes = excluded.four_eyes, updated_at = now()`);
  }

  /** Whether `memberId` is a member of the tenant (an assignee must be). */
  async isMember(tenantId: string, memberId: string): Promise<boolean> {
    const found = await rowsOf(
      this.db,
      sql`select id from members where id = ${memberId}::uuid and tenant_id = ${tenantId}::uuid`,
      IdRow,
    );
    return found.length > 0;
  }
}
