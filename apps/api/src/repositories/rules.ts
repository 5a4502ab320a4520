/**
 * Decision rules (docs/adr/0058-decision-rules.md): a tenant's draft, its published versions (the
 * newest of a mode is that mode's rule set), and the keyset read of its reports for a backtest.
 * Every read and write is scoped by tenant.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../db/index.js';
import { ruleSetDrafts, ruleSetVersions } from '../db/schema/index.js';
import type { RuleSetBody } from '../domain/rules/types.js';
import { ISO_FORMAT, Json, Nullable, Numeric, rowsOf } from './sql.js';

/** The draft as stored. */
export interface RuleDraftRecord {
  body: RuleSetBody;
  updatedAt: string;
  updatedBy: string | null;
}

/** A published version without its body. */
export interface RuleVersionSummary {
  version: number;
  mode: 'live' | 'test';
  createdAt: string;
  createdBy: string;
  note: string | null;
  /** Under four-eyes, who approved it; null when published directly. */
  approvedBy: string | null;
}

/** A published version with its body. */
export interface RuleVersionRecord extends RuleVersionSummary {
  body: RuleSetBody;
}

/** One report as a backtest reads it. */
export interface BacktestReportRow {
  id: string;
  referenceId: string;
  service: string;
  status: string;
  requestType: string;
  /** ISO 8601 UTC with milliseconds: also the keyset cursor. */
  requestDateTime: string;
  /** The stored result's status and response (what the activation reads). */
  result: { status: string | null; response: unknown };
}

/** ISO 8601 UTC text of a timestamptz column, in milliseconds, the same on both drivers. */
const isoText = (column: typeof ruleSetDrafts.updatedAt | typeof ruleSetVersions.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', ${sql.raw(ISO_FORMAT)})`;

const SUMMARY = {
  version: ruleSetVersions.version,
  mode: ruleSetVersions.mode,
  createdAt: isoText(ruleSetVersions.createdAt),
  createdBy: ruleSetVersions.createdBy,
  note: ruleSetVersions.note,
  approvedBy: ruleSetVersions.approvedBy,
};

/** jsonb comes back parsed from node-postgres and as text from some PGlite paths. */
const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** A version summary as a raw statement returns it (publishing, and approving a request). */
export const VersionRow = Type.Object(
  {
    version: Type.Number(),
    mode: Type.Enum(['live', 'test']),
    createdAt: Type.String(),
    createdBy: Type.String(),
    note: Nullable(Type.String()),
    approvedBy: Nullable(Type.String()),
  },
  { $id: 'rule set version' },
);

const ReportRow = Type.Object(
  {
    id: Type.String(),
    referenceId: Type.String(),
    service: Type.String(),
    status: Type.String(),
    requestType: Type.String(),
    requestDateTime: Type.String(),
    resultStatus: Nullable(Type.String()),
    response: Json(Type.Unknown()),
  },
  { $id: 'backtest report' },
);

const CountRow = Type.Object({ n: Numeric }, { $id: 'backtest report count' });

export class RulesRepository {
  constructor(private readonly db: Db) {}

  /** The tenant's draft; undefined before its first save. */
  async draft(tenantId: string): Promise<RuleDraftRecord | undefined> {
    const [r] = await this.db
      .select({
        body: ruleSetDrafts.body,
        updatedAt: isoText(ruleSetDrafts.updatedAt),
        updatedBy: ruleSetDrafts.updatedBy,
      })
      .from(ruleSetDrafts)
      .where(eq(ruleSetDrafts.tenantId, tenantId));
    return r ? { ...r, body: parsed<RuleSetBody>(r.body) } : undefined;
  }

  /** Saves (creates or replaces) the tenant's draft. */
  async saveDraft(tenantId: string, body: RuleSetBody, updatedBy: string | null): Promise<void> {
    await this.db
      .insert(ruleSetDrafts)
      .values({ tenantId, body, updatedBy })
      .onConflictDoUpdate({
        target: ruleSetDrafts.tenantId,
        set: { body, updatedBy, updatedAt: sql`now()` },
      });
  }

  /** The newest version of `mode` (the rule set of that mode), with its body. */
  async current(tenantId: string, mode: 'live' | 'test'): Promise<RuleVersionRecord | undefined> {
    const [r] = await this.db
      .select({ ...SUMMARY, body: ruleSetVersions.body })
      .from(ruleSetVersions)
      .where(and(eq(ruleSetVersions.tenantId, tenantId), eq(ruleSetVersions.mode, mode)))
      .orderBy(desc(ruleSetVersions.version))
      .limit(1);
    return r ? { ...r, body: parsed<RuleSetBody>(r.body) } : undefined;
  }

  /** Every version of the tenant, newest first, with its body (at most a few hundred). */
  async versions(tenantId: string): Promise<RuleVersionRecord[]> {
    const rows = await this.db
      .select({ ...SUMMARY, body: ruleSetVersions.body })
      .from(ruleSetVersions)
      .where(eq(ruleSetVersions.tenantId, tenantId))
      .orderBy(desc(ruleSetVersions.version));
    return rows.map((r) => ({ ...r, body: parsed<RuleSetBody>(r.body) }));
  }

  /** One version of the tenant; undefined when it has no such version. */
  async version(tenantId: string, version: number): Promise<RuleVersionRecord | undefined> {
    const [r] = await this.db
      .select({ ...SUMMARY, body: ruleSetVersions.body })
      .from(ruleSetVersions)
      .where(and(eq(ruleSetVersions.tenantId, tenantId), eq(ruleSetVersions.version, version)))
      .limit(1);
    return r ? { ...r, body: parsed<RuleSetBody>(r.body) } : undefined;
  }

  /**
   * Publishes `body` as the tenant's next version (its newest number + 1) in one statement.
   * @throws the driver's unique violation when another publish took the number meanwhile
   */
  async publish(
    tenantId: string,
    v: { mode: 'live' | 'test'; body: RuleSetBody; createdBy: string; note: string | null },
  ): Promise<RuleVersionSummary> {
    // insert … select: the number is taken in the statement that writes it (raw: the builder has
    // no insert from a select with an aggregate).
    const [r] = await rowsOf(
      this.db,
      sql`insert into rule_set_versions (tenant_id, version, mode, body, created_by, note)
          select ${tenantId}::uuid, coalesce(max(version), 0) + 1, ${v.mode},
                 ${JSON.stringify(v.body)}::jsonb, ${v.createdBy}, ${v.note}
          from rule_set_versions where tenant_id = ${tenantId}::uuid
          returning version, mode, created_by as "createdBy", note, approved_by as "approvedBy",
                    to_char(created_at at time zone 'UTC', ${sql.raw(ISO_FORMAT)}) as "createdAt"`,
      VersionRow,
    );
    if (!r) throw new Error('publish returned no row');
    return r;
  }

  /**
   * How many reports of `mode` a backtest of [from, to) decides (ERROR ones left out), through the
   * same index as `reportBatch`.
   */
  async countReports(
    tenantId: string,
    mode: 'live' | 'test',
    range: { from: Date; to: Date },
  ): Promise<number> {
    const [r] = await rowsOf(
      this.db,
      sql`select count(*)::int as n from reports r
          where r.tenant_id = ${tenantId}::uuid and r.mode = ${mode}
            and r.request_date_time >= ${range.from.toISOString()}::timestamptz
            and r.request_date_time < ${range.to.toISOString()}::timestamptz
            and r.status <> 'ERROR'`,
      CountRow,
    );
    return Number(r?.n ?? 0);
  }

  /**
   * One batch of the tenant's reports of `mode` in [from, to), oldest first, after the keyset
   * cursor (time, id). ERROR reports are left out: they made no decision. Reads the index
   * (tenant_id, request_date_time, id) of every month's partition in the range, nothing else.
   */
  async reportBatch(
    tenantId: string,
    mode: 'live' | 'test',
    range: { from: Date; to: Date },
    after: { t: string; id: string } | undefined,
    limit: number,
  ): Promise<BacktestReportRow[]> {
    const cursor = after
      ? sql`and (r.request_date_time, r.id) > (${after.t}::timestamptz, ${after.id}::uuid)`
      : sql``;
    const rows = await rowsOf(
      this.db,
      sql`select r.id::text as id, r.reference_id as "referenceId", r.service, r.status,
                 r.request_type as "requestType",
                 to_char(r.request_date_time at time zone 'UTC', ${sql.raw(ISO_FORMAT)})
                   as "requestDateTime",
                 r.result->>'status' as "resultStatus", r.result->'response' as response
          from reports r
          where r.tenant_id = ${tenantId}::uuid and r.mode = ${mode}
            and r.request_date_time >= ${range.from.toISOString()}::timestamptz
            and r.request_date_time < ${range.to.toISOString()}::timestamptz
            and r.status <> 'ERROR' ${cursor}
          order by r.request_date_time, r.id
          limit ${limit}`,
      ReportRow,
    );
    // Only the result's status and response: its message, reasons and sources are never read, and
    // parsing them was a large share of a backtest's time.
    return rows.map((r) => ({
      id: r.id,
      referenceId: r.referenceId,
      service: r.service,
      status: r.status,
      requestType: r.requestType,
      requestDateTime: r.requestDateTime,
      result: { status: r.resultStatus, response: parsed<unknown>(r.response) },
    }));
  }
}
