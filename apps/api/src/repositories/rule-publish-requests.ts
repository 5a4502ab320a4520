/**
 * Publish requests of decision rules under four-eyes (docs/adr/0058-decision-rules.md): the draft
 * body as it was when an owner or admin asked, waiting for another one. Every read and write is
 * scoped by tenant; a request of another tenant reads as absent.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../db/index.js';
import { rulePublishRequests } from '../db/schema/index.js';
import type { RuleSetBody } from '../domain/rules/types.js';
import { VersionRow, type RuleVersionSummary } from './rules.js';
import { ISO_FORMAT, Nullable, rowsOf } from './sql.js';

export type PublishRequestStatus = 'pending' | 'approved' | 'rejected';

/** A publish request as the API answers it (authors as e-mail text, times ISO 8601 UTC). */
export interface PublishRequestRecord {
  id: string;
  mode: 'live' | 'test';
  note: string | null;
  requestedBy: string;
  requestedAt: string;
  status: PublishRequestStatus;
  decidedBy: string | null;
  decidedAt: string | null;
  version: number | null;
}

/** A request with its snapshot of the draft. */
export interface PublishRequestWithBody extends PublishRequestRecord {
  body: RuleSetBody;
}

const iso = (
  column: typeof rulePublishRequests.requestedAt | typeof rulePublishRequests.decidedAt,
) => sql<string>`to_char(${column} at time zone 'UTC', ${sql.raw(ISO_FORMAT)})`;

const FIELDS = {
  id: rulePublishRequests.id,
  mode: rulePublishRequests.mode,
  note: rulePublishRequests.note,
  requestedBy: rulePublishRequests.requestedBy,
  requestedAt: iso(rulePublishRequests.requestedAt),
  status: rulePublishRequests.status,
  decidedBy: rulePublishRequests.decidedBy,
  decidedAt: sql<string | null>`${iso(rulePublishRequests.decidedAt)}`,
  version: rulePublishRequests.version,
};

const RETURNING = sql`id::text as id, mode, note, requested_by as "requestedBy",
  to_char(requested_at at time zone 'UTC', ${sql.raw(ISO_FORMAT)}) as "requestedAt", status,
  decided_by as "decidedBy",
  to_char(decided_at at time zone 'UTC', ${sql.raw(ISO_FORMAT)}) as "decidedAt", version`;

const RequestRow = Type.Object(
  {
    id: Type.String(),
    mode: Type.Enum(['live', 'test']),
    note: Nullable(Type.String()),
    requestedBy: Type.String(),
    requestedAt: Type.String(),
    status: Type.Enum(['pending', 'approved', 'rejected']),
    decidedBy: Nullable(Type.String()),
    decidedAt: Nullable(Type.String()),
    version: Nullable(Type.Number()),
  },
  { $id: 'rule publish request' },
);

const parsed = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

export class RulePublishRequestsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores a pending request with its snapshot.
   * @throws the driver's unique violation when the tenant has a pending request of `mode`
   */
  async create(
    tenantId: string,
    r: { mode: 'live' | 'test'; body: RuleSetBody; note: string | null; requestedBy: string },
  ): Promise<PublishRequestRecord> {
    const [row] = await rowsOf(
      this.db,
      sql`insert into rule_publish_requests (tenant_id, mode, body, note, requested_by)
          values (${tenantId}::uuid, ${r.mode}, ${JSON.stringify(r.body)}::jsonb, ${r.note},
                  ${r.requestedBy})
          returning ${RETURNING}`,
      RequestRow,
    );
    if (!row) throw new Error('insert returned no row');
    return row;
  }

  /** One request of the tenant with its snapshot; undefined when absent or another tenant's. */
  async get(tenantId: string, id: string): Promise<PublishRequestWithBody | undefined> {
    const [r] = await this.db
      .select({ ...FIELDS, body: rulePublishRequests.body })
      .from(rulePublishRequests)
      .where(and(eq(rulePublishRequests.tenantId, tenantId), eq(rulePublishRequests.id, id)));
    return r ? { ...r, body: parsed<RuleSetBody>(r.body) } : undefined;
  }

  /** The tenant's pending requests (at most one per mode), newest first. */
  async pending(tenantId: string): Promise<PublishRequestRecord[]> {
    return this.db
      .select(FIELDS)
      .from(rulePublishRequests)
      .where(
        and(eq(rulePublishRequests.tenantId, tenantId), eq(rulePublishRequests.status, 'pending')),
      )
      .orderBy(desc(rulePublishRequests.requestedAt));
  }

  /**
   * Approves a pending request and publishes its snapshot as the tenant's next version, in one
   * statement: the request is marked approved with the number the version takes, and the version
   * is inserted with the requester as author and `approvedBy`. Nothing happens when the request is
   * no longer pending (undefined).
   * @throws the driver's unique violation when another publish took the number meanwhile
   */
  async approve(
    tenantId: string,
    id: string,
    approvedBy: string,
  ): Promise<RuleVersionSummary | undefined> {
    const [r] = await rowsOf(
      this.db,
      sql`with next as (
            select coalesce(max(version), 0) + 1 as n from rule_set_versions
            where tenant_id = ${tenantId}::uuid
          ), claimed as (
            update rule_publish_requests
            set status = 'approved', decided_by = ${approvedBy}, decided_at = now(),
                version = (select n from next)
            where id = ${id}::uuid and tenant_id = ${tenantId}::uuid and status = 'pending'
            returning tenant_id, version, mode, body, requested_by, note
          )
          insert into rule_set_versions (tenant_id, version, mode, body, created_by, note, approved_by)
          select tenant_id, version, mode, body, requested_by, note, ${approvedBy} from claimed
          returning version, mode, created_by as "createdBy", note, approved_by as "approvedBy",
                    to_char(created_at at time zone 'UTC', ${sql.raw(ISO_FORMAT)}) as "createdAt"`,
      VersionRow,
    );
    return r;
  }

  /** Marks a pending request rejected; undefined when it is no longer pending. */
  async reject(
    tenantId: string,
    id: string,
    decidedBy: string,
  ): Promise<PublishRequestRecord | undefined> {
    const [r] = await rowsOf(
      this.db,
      sql`update rule_publish_requests
          set status = 'rejected', decided_by = ${decidedBy}, decided_at = now()
          where id = ${id}::uuid and tenant_id = ${tenantId}::uuid and status = 'pending'
          returning ${RETURNING}`,
      RequestRow,
    );
    return r;
  }
}
