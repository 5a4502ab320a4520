/**
 * Ongoing AML monitoring (docs/adr/0047-aml-monitoring.md, db/schema/monitoring.ts): the monitored
 * subjects of a tenant's mode, their current matches, the alerts, and the bulk reads and writes of
 * a re-screen after a list update (every tenant, paged by id). Reads and writes of the routes are
 * scoped by tenant and mode; the re-screen's are not (it screens every tenant's subjects).
 */
import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../db/index.js';
import type { AlertKind, MonitorOrigin } from '../db/schema/index.js';
import type { Decision } from '../schemas/enums.js';
import {
  AddedRow,
  AlertRow,
  CellsRow,
  CountRow,
  KeyRow,
  RecipientRow,
  SubjectRow,
} from './monitoring-rows.js';
import { IdRow, ISO_FORMAT, rowsOf } from './sql.js';
import { runTransaction, txDb } from './transaction.js';

/** A monitored subject as the API shows it. */
export interface MonitoredSubject {
  id: string;
  kind: 'person' | 'business';
  name: string;
  dateOfBirth: string | null;
  country: string | null;
  reference: string | null;
  origin: MonitorOrigin;
  decision: Decision;
  matchCount: number;
  lastScreenedAt: string;
  createdAt: string;
}

/** An alert as the API shows it. */
export interface MonitoringAlert {
  id: string;
  subjectId: string;
  subjectName: string;
  kind: AlertKind;
  entryId: string;
  entryName: string;
  source: string;
  listVersion: number;
  updateId: string;
  caseId: string | null;
  createdAt: string;
}

/** A stored match of a subject. */
export interface StoredMatch {
  entryId: string;
  fingerprint: string;
  score: number;
  /** DECLINED, RISKY or SUSPICIOUS: what this match alone decides. */
  decision: string;
}

/** A subject to add, with the matches of its first screen. */
export interface NewSubject {
  tenantId: string;
  mode: string;
  kind: 'person' | 'business';
  name: string;
  dateOfBirth: string | null;
  country: string | null;
  reference: string | null;
  subjectKey: string;
  origin: MonitorOrigin;
  decision: string;
  reportId: string;
  reportDateTime: Date;
  matches: StoredMatch[];
}

/** A subject as the re-screen reads it. */
export interface SubjectToScreen {
  id: string;
  tenantId: string;
  mode: string;
  kind: 'person' | 'business';
  name: string;
  dateOfBirth: string | null;
  subjectKey: string;
  reportId: string;
  /** timestamptz text, as both drivers return it. */
  reportDateTime: string;
}

/** One alert to write. */
export interface AlertDraft {
  tenantId: string;
  mode: string;
  subjectId: string;
  subjectName: string;
  kind: AlertKind;
  entryId: string;
  entryName: string;
  source: string;
  listVersion: number;
  updateId: string;
  caseId: string | null;
}

/** The match changes of a page of subjects: upserts, deletes, and the subjects' new decisions. */
export interface MatchChanges {
  upserts: Array<StoredMatch & { subjectId: string }>;
  deletes: Array<{ subjectId: string; entryId: string }>;
}

const SUBJECT_COLUMNS = sql.raw(`
  s.id, s.kind, s.name, s.date_of_birth as "dateOfBirth", s.country, s.reference, s.origin,
  s.decision, s.match_count as "matchCount",
  to_char(greatest(s.last_screened_at,
                   (select max(r.finished_at) from monitoring_runs r
                    where r.started_at >= s.created_at)) at time zone 'UTC', ${ISO_FORMAT})
    as "lastScreenedAt",
  to_char(s.created_at at time zone 'UTC', ${ISO_FORMAT}) as "createdAt"`);

export const ALERT_COLUMNS = sql.raw(`
  a.id, a.subject_id as "subjectId", a.subject_name as "subjectName", a.kind,
  a.entry_id as "entryId", a.entry_name as "entryName", a.source,
  a.list_version as "listVersion", a.update_id as "updateId", a.case_id as "caseId",
  to_char(a.created_at at time zone 'UTC', ${ISO_FORMAT}) as "createdAt"`);

/** The severity order of decisions: the worst match decides the subject's decision. */
export const DECISION_RANK: Readonly<Record<string, number>> = {
  VERIFIED: 0,
  SUSPICIOUS: 1,
  RISKY: 2,
  DECLINED: 3,
};

export class MonitoringRepository {
  constructor(private readonly db: Db) {}

  /** The subject of a key in a tenant's mode, if monitored. */
  async byKey(tenantId: string, mode: string, key: string): Promise<MonitoredSubject | undefined> {
    const [found] = await rowsOf(
      this.db,
      sql`select ${SUBJECT_COLUMNS} from monitored_subjects s
          where s.tenant_id = ${tenantId}::uuid and s.mode = ${mode} and s.subject_key = ${key}`,
      SubjectRow,
    );
    return found ? num(found) : undefined;
  }

  /** The keys among `keys` already monitored in a tenant's mode. */
  async monitoredKeys(tenantId: string, mode: string, keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const found = await rowsOf(
      this.db,
      sql`select subject_key as k from monitored_subjects
          where tenant_id = ${tenantId}::uuid and mode = ${mode}
            and subject_key = any(${sql.param(keys)}::text[])`,
      KeyRow,
    );
    return new Set(found.map((r) => r.k));
  }

  /**
   * Adds subjects with their matches in ONE transaction (two multi-row statements); a subject
   * whose key is already monitored (a concurrent add) is skipped.
   * @returns the ids of the subjects added, by subject key
   */
  async add(list: readonly NewSubject[]): Promise<Map<string, string>> {
    if (list.length === 0) return new Map();
    const col = <T>(f: (d: NewSubject) => T) => sql.param(list.map(f));
    return runTransaction(this.db, async (handle) => {
      const tx = txDb(handle);
      const added = await rowsOf(
        tx,
        sql`insert into monitored_subjects as s (tenant_id, mode, kind, name, date_of_birth, country,
                   reference, subject_key, origin, decision, match_count, report_id,
                   report_date_time, last_screened_at)
            select tenant_id, mode, kind, name, dob, country, reference, subject_key, origin,
                   decision, match_count, report_id, report_date_time, report_date_time
            from unnest(
              ${col((d) => d.tenantId)}::uuid[], ${col((d) => d.mode)}::text[],
              ${col((d) => d.kind)}::text[], ${col((d) => d.name)}::text[],
              ${col((d) => d.dateOfBirth)}::text[], ${col((d) => d.country)}::text[],
              ${col((d) => d.reference)}::text[], ${col((d) => d.subjectKey)}::text[],
              ${col((d) => d.origin)}::text[], ${col((d) => d.decision)}::text[],
              ${col((d) => d.matches.length)}::int[], ${col((d) => d.reportId)}::text[],
              ${col((d) => d.reportDateTime.toISOString())}::timestamptz[]
            ) as i(tenant_id, mode, kind, name, dob, country, reference, subject_key, origin,
                   decision, match_count, report_id, report_date_time)
            on conflict (tenant_id, mode, subject_key) do nothing
            returning id, subject_key as k, tenant_id as t, mode as m`,
        AddedRow,
      );
      const ids = new Map(added.map((r) => [`${r.t}|${r.m}|${r.k}`, r.id]));
      const matches = list.flatMap((d) => {
        const id = ids.get(`${d.tenantId}|${d.mode}|${d.subjectKey}`);
        return id ? d.matches.map((m) => ({ ...m, subjectId: id })) : [];
      });
      await upsertMatches(tx, matches);
      return new Map(added.map((r) => [r.k, r.id]));
    });
  }

  /**
   * A page of a tenant's subjects of one mode, newest first; `limit` + 1 read to tell if more
   * follow. `q` matches the name or reference (case-insensitive substring).
   */
  async list(
    tenantId: string,
    mode: string,
    filter: { q?: string; decision?: string },
    limit: number,
    after?: { createdAt: Date; id: string },
  ): Promise<{ items: MonitoredSubject[]; next: { createdAt: Date; id: string } | null }> {
    const where = listWhere(tenantId, mode, filter);
    if (after)
      where.push(
        sql`(s.created_at, s.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
      );
    const found = await rowsOf(
      this.db,
      sql`select ${SUBJECT_COLUMNS} from monitored_subjects s
          where ${sql.join(where, sql` and `)}
          order by s.created_at desc, s.id desc limit ${limit + 1}`,
      SubjectRow,
    );
    const items = found.slice(0, limit).map(num);
    const last = items[items.length - 1];
    return {
      items,
      next:
        found.length > limit && last ? { createdAt: new Date(last.createdAt), id: last.id } : null,
    };
  }

  /** How many subjects the filter holds. */
  async total(tenantId: string, mode: string, filter: { q?: string; decision?: string }) {
    const [r] = await rowsOf(
      this.db,
      sql`select count(*) as n from monitored_subjects s
          where ${sql.join(listWhere(tenantId, mode, filter), sql` and `)}`,
      CountRow,
    );
    return Number(r?.n ?? 0);
  }

  /** Stops monitoring a subject (its matches and alerts go with it). @returns false when not the tenant's */
  async remove(tenantId: string, mode: string, id: string): Promise<boolean> {
    const gone = await rowsOf(
      this.db,
      sql`delete from monitored_subjects
          where id = ${id}::uuid and tenant_id = ${tenantId}::uuid and mode = ${mode}
          returning id`,
      IdRow,
    );
    return gone.length > 0;
  }

  /** Whether a subject is the tenant's (of this mode). */
  async exists(tenantId: string, mode: string, id: string): Promise<boolean> {
    const found = await rowsOf(
      this.db,
      sql`select id from monitored_subjects
          where id = ${id}::uuid and tenant_id = ${tenantId}::uuid and mode = ${mode}`,
      IdRow,
    );
    return found.length > 0;
  }

  /** A page of a tenant's alerts of one mode (of one subject or all), newest first. */
  async alerts(
    tenantId: string,
    mode: string,
    subjectId: string | undefined,
    limit: number,
    after?: { createdAt: Date; id: string },
  ): Promise<{ items: MonitoringAlert[]; next: { createdAt: Date; id: string } | null }> {
    const where = [sql`a.tenant_id = ${tenantId}::uuid`, sql`a.mode = ${mode}`];
    if (subjectId) where.push(sql`a.subject_id = ${subjectId}::uuid`);
    if (after)
      where.push(
        sql`(a.created_at, a.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
      );
    const found = await rowsOf(
      this.db,
      sql`select ${ALERT_COLUMNS} from monitoring_alerts a
          where ${sql.join(where, sql` and `)}
          order by a.created_at desc, a.id desc limit ${limit + 1}`,
      AlertRow,
    );
    const items = found.slice(0, limit).map((a) => ({ ...a, listVersion: Number(a.listVersion) }));
    const last = items[items.length - 1];
    return {
      items,
      next:
        found.length > limit && last ? { createdAt: new Date(last.createdAt), id: last.id } : null,
    };
  }

  /** The cells of a batch's screened rows whose decision is one of `decisions`. */
  async batchRows(batchId: string, decisions: readonly string[]): Promise<string[][]> {
    const found = await rowsOf(
      this.db,
      sql`select cells from batch_rows
          where batch_id = ${batchId}::uuid and status = any(${sql.param([...decisions])}::text[])
          order by row_no`,
      CellsRow,
    );
    return found.map((r) => r.cells);
  }

  /** Records that a re-screen ran (the subjects' last screen time). */
  async recordRun(updateId: string, startedAt: Date, subjects: number, alerts: number) {
    await this.db.execute(sql`
      insert into monitoring_runs (update_id, started_at, finished_at, subjects, alerts)
      values (${updateId}::uuid, ${startedAt.toISOString()}::timestamptz, now(), ${subjects},
              ${alerts})
      on conflict (update_id) do update
        set finished_at = now(), subjects = excluded.subjects, alerts = excluded.alerts`);
  }

  /** The owners' and admins' e-mail addresses and names of a tenant. */
  recipients(tenantId: string): Promise<Array<{ email: string; fullName: string }>> {
    return rowsOf(
      this.db,
      sql`select email, full_name as "fullName" from members
          where tenant_id = ${tenantId}::uuid and role in ('owner', 'admin')
          order by created_at`,
      RecipientRow,
    );
  }
}

function listWhere(tenantId: string, mode: string, filter: { q?: string; decision?: string }) {
  const where = [sql`s.tenant_id = ${tenantId}::uuid`, sql`s.mode = ${mode}`];
  if (filter.decision) where.push(sql`s.decision = ${filter.decision}`);
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(s.name ilike ${like} or s.reference ilike ${like})`);
  }
  return where;
}

const num = (s: Static<typeof SubjectRow>): MonitoredSubject => ({
  ...s,
  matchCount: Number(s.matchCount),
});

export async function upsertMatches(
  tx: Db,
  list: ReadonlyArray<StoredMatch & { subjectId: string }>,
): Promise<void> {
  if (list.length === 0) return;
  await tx.execute(sql`
    insert into monitored_subject_matches (subject_id, entry_id, fingerprint, score, decision)
    select * from unnest(
      ${sql.param(list.map((m) => m.subjectId))}::uuid[],
      ${sql.param(list.map((m) => m.entryId))}::text[],
      ${sql.param(list.map((m) => m.fingerprint))}::text[],
      ${sql.param(list.map((m) => m.score))}::real[],
      ${sql.param(list.map((m) => m.decision))}::text[]
    )
    on conflict (subject_id, entry_id) do update
      set fingerprint = excluded.fingerprint, score = excluded.score, decision = excluded.decision`);
}
