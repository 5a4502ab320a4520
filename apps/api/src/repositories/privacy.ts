/**
 * Data access of personal data (docs/adr/0059-personal-data.md): matching a data subject's rows in
 * every place of the registry (SQL per place in privacy-places.ts), redacting and exporting them,
 * retention by age, and the tables `privacy_requests` and `privacy_settings`. Every statement is
 * scoped to one tenant.
 */
import { and, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../db/index.js';
import { cases, type PlaceCount, privacyRequests, privacySettings } from '../db/schema/index.js';
import type { Place } from '../domain/privacy/places.js';
import type { RetentionDays } from '../domain/privacy/retention.js';
import type { AccessExport, ErasureCertificate } from '../domain/privacy/results.js';
import type { SubjectMatch } from '../domain/privacy/subject.js';
import { PLACE_SQL, type PlaceSql } from './privacy-places.js';
import { Numeric, rowsOf } from './sql.js';
import { type Transaction, txDb } from './transaction.js';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
export type NewPrivacyRequest = typeof privacyRequests.$inferInsert;

const NRow = Type.Object({ n: Numeric }, { $id: 'privacy count' });
const RefRow = Type.Object({ id: Type.String() }, { $id: 'privacy report id' });
const ExportRow = Type.Object({ row: Type.Unknown() }, { $id: 'privacy export' });

/** `%value%` for ILIKE, with the pattern's own characters escaped. */
const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The rows of a place that hold the subject: a needle, all of name + date of birth, or a link. */
function matchSql(p: PlaceSql, tenantId: string, m: SubjectMatch, reportIds: string[]): SQL {
  const ors: SQL[] = m.needles.map((n) => sql`${p.text} ilike ${like(n)}`);
  if (m.nameDob) {
    const [name, dob] = m.nameDob;
    // Token by token: inputs hold first and last names apart (f_name, l_name).
    const parts = [...name.split(' '), dob].map((v) => sql`${p.text} ilike ${like(v)}`);
    ors.push(sql`(${sql.join(parts, sql` and `)})`);
  }
  if (p.link && reportIds.length > 0)
    ors.push(p.link(sql`${sql.param(reportIds)}::text[]`, tenantId));
  if (ors.length === 0) return sql`false`;
  return sql`${p.scope(tenantId)} and ${p.pending} and (${sql.join(ors, sql` or `)})`;
}

/** Runs `where` as a redaction of the place (update or delete) and counts the rows. */
async function redactWhere(db: Db, p: PlaceSql, where: SQL): Promise<number> {
  const table = sql.raw(p.table);
  const change = p.set
    ? sql`update ${table} as t set ${p.set} where ${where} returning 1`
    : sql`delete from ${table} as t where ${where} returning 1`;
  const [r] = await rowsOf(
    db,
    sql`with changed as (${change}) select count(*) as n from changed`,
    NRow,
  );
  return Number(r?.n ?? 0);
}

export class PrivacyRepository {
  constructor(private readonly db: Db) {}

  /**
   * The reference ids of the tenant's reports that hold the subject, with the report id searched
   * for when it is the tenant's. At most `limit` (the bound of one request).
   */
  async matchedReportIds(tenantId: string, m: SubjectMatch, limit: number): Promise<string[]> {
    const p = PLACE_SQL.reports;
    const byValue = sql`select t.reference_id as id from reports t where ${matchSql(p, tenantId, m, [])}`;
    const byId = m.reportId
      ? sql` union select t.reference_id as id from reports t where t.tenant_id = ${tenantId}::uuid and t.reference_id = ${m.reportId}`
      : sql``;
    const rows = await rowsOf(this.db, sql`${byValue}${byId} limit ${limit}`, RefRow);
    return rows.map((r) => r.id);
  }

  /** How many rows of a place hold the subject (not yet redacted). */
  async count(
    tenantId: string,
    place: Place,
    m: SubjectMatch,
    reportIds: string[],
  ): Promise<number> {
    const p = PLACE_SQL[place];
    const [r] = await rowsOf(
      this.db,
      sql`select count(*) as n from ${sql.raw(p.table)} as t where ${matchSql(p, tenantId, m, reportIds)}`,
      NRow,
    );
    return Number(r?.n ?? 0);
  }

  /** Redacts the subject's rows of a place in `tx`. @returns rows changed */
  redact(
    tx: Transaction,
    tenantId: string,
    place: Place,
    m: SubjectMatch,
    reportIds: string[],
  ): Promise<number> {
    const p = PLACE_SQL[place];
    return redactWhere(txDb(tx), p, matchSql(p, tenantId, m, reportIds));
  }

  /** The subject's rows of a place as an access request gives them, at most `limit`. */
  async exportRows(
    tenantId: string,
    place: Place,
    m: SubjectMatch,
    reportIds: string[],
    limit: number,
  ): Promise<unknown[]> {
    const p = PLACE_SQL[place];
    const rows = await rowsOf(
      this.db,
      sql`select ${p.export} as row from ${sql.raw(p.table)} as t where ${matchSql(p, tenantId, m, reportIds)} limit ${limit}`,
      ExportRow,
    );
    return rows.map((r) => (typeof r.row === 'string' ? JSON.parse(r.row) : r.row));
  }

  /**
   * Redacts the rows of a place past the tenant's retention period of the place's kind.
   * @returns rows changed (0 for a place without a retention kind)
   */
  async retain(tenantId: string, place: Place, days: RetentionDays, now: Date): Promise<number> {
    const p = PLACE_SQL[place];
    if (!p.retention) return 0;
    const ms = days[p.retention.kind] * 86_400_000;
    const cutoff = sql`${new Date(now.getTime() - ms).toISOString()}::timestamptz`;
    return redactWhere(
      this.db,
      p,
      sql`${p.scope(tenantId)} and ${p.pending} and ${p.retention.due(cutoff, tenantId)}`,
    );
  }

  /** The tenants that have settings or data: every client (retention visits each). */
  async tenantIds(): Promise<string[]> {
    const rows = await rowsOf(this.db, sql`select id::text as id from clients`, RefRow);
    return rows.map((r) => r.id);
  }

  async createRequest(row: NewPrivacyRequest): Promise<PrivacyRequestRow> {
    const [created] = await this.db.insert(privacyRequests).values(row).returning();
    if (!created) throw new Error('privacy request insert returned no row');
    return created;
  }

  /** One request of the tenant (undefined when absent or another tenant's). */
  async getRequest(tenantId: string, id: string): Promise<PrivacyRequestRow | undefined> {
    const [r] = await this.db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.tenantId, tenantId), eq(privacyRequests.id, id)));
    return r;
  }

  /** The tenant's requests, newest first, at most `limit`, before `before` when given. */
  listRequests(tenantId: string, limit: number, before?: Date): Promise<PrivacyRequestRow[]> {
    const where = before
      ? and(eq(privacyRequests.tenantId, tenantId), lt(privacyRequests.createdAt, before))
      : eq(privacyRequests.tenantId, tenantId);
    return this.db
      .select()
      .from(privacyRequests)
      .where(where)
      .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id))
      .limit(limit);
  }

  /** Moves a `previewed` request to `queued`. @returns false when it was not `previewed` */
  async markQueued(tenantId: string, id: string): Promise<boolean> {
    const r = await this.db
      .update(privacyRequests)
      .set({ status: 'queued' })
      .where(
        and(
          eq(privacyRequests.tenantId, tenantId),
          eq(privacyRequests.id, id),
          eq(privacyRequests.status, 'previewed'),
        ),
      )
      .returning({ id: privacyRequests.id });
    return r.length > 0;
  }

  /** The run starts (or resumes): `running`, with the matched report ids fixed once. */
  async markRunning(id: string, reportIds: string[]): Promise<void> {
    await this.db
      .update(privacyRequests)
      .set({
        status: 'running',
        startedAt: sql`coalesce(${privacyRequests.startedAt}, now())`,
        reportIds: sql`coalesce(${privacyRequests.reportIds}, ${sql.param(reportIds)}::text[])`,
      })
      .where(eq(privacyRequests.id, id));
  }

  /**
   * Appends one place's count to the progress, in the transaction of its redaction; a place already
   * recorded keeps its first count (a run taken over after its hold expired while the first still
   * ran redacts nothing more there, and the certificate counts each row once).
   */
  async recordPlace(tx: Transaction, id: string, done: PlaceCount): Promise<void> {
    await txDb(tx)
      .update(privacyRequests)
      .set({ progress: sql`${privacyRequests.progress} || ${JSON.stringify([done])}::jsonb` })
      .where(
        and(
          eq(privacyRequests.id, id),
          sql`not ${privacyRequests.progress} @> ${JSON.stringify([{ place: done.place }])}::jsonb`,
        ),
      );
  }

  /** Ends a run: `done`, with its certificate or export; an erasure's subject is cleared. */
  async finish(
    id: string,
    result: { certificate: ErasureCertificate } | { export: AccessExport },
    clearSubject: boolean,
  ): Promise<void> {
    await this.db
      .update(privacyRequests)
      .set({
        status: 'done',
        finishedAt: sql`now()`,
        ...result,
        ...(clearSubject ? { subject: null } : {}),
      })
      .where(eq(privacyRequests.id, id));
  }

  /** The tenant's retention periods, undefined when it set none. */
  async settings(tenantId: string): Promise<RetentionDays | undefined> {
    const [r] = await this.db
      .select()
      .from(privacySettings)
      .where(eq(privacySettings.tenantId, tenantId));
    if (!r) return undefined;
    return {
      reports: r.reportsDays,
      batchRows: r.batchRowsDays,
      requestLog: r.requestLogDays,
      closedCases: r.closedCasesDays,
      endedMonitoring: r.endedMonitoringDays,
    };
  }

  async putSettings(tenantId: string, d: RetentionDays): Promise<void> {
    const values = {
      reportsDays: d.reports,
      batchRowsDays: d.batchRows,
      requestLogDays: d.requestLog,
      closedCasesDays: d.closedCases,
      endedMonitoringDays: d.endedMonitoring,
    };
    await this.db
      .insert(privacySettings)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({
        target: privacySettings.tenantId,
        set: { ...values, updatedAt: sql`now()` },
      });
  }

  /**
   * Puts a case of the tenant under legal hold (reason given) or lifts it (null).
   * @returns false when the case is absent or another tenant's
   */
  async setHold(
    tenantId: string,
    caseId: string,
    hold: { reason: string; by: string } | null,
  ): Promise<boolean> {
    const r = await this.db
      .update(cases)
      .set(
        hold
          ? { holdReason: hold.reason, heldAt: sql`now()`, heldBy: hold.by }
          : { holdReason: null, heldAt: null, heldBy: null },
      )
      .where(and(eq(cases.tenantId, tenantId), eq(cases.id, caseId)))
      .returning({ id: cases.id });
    return r.length > 0;
  }
}
