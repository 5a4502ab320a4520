/**
 * Data access for the audit log: insert and keyset-paged reads, nothing else. There is no update
 * or delete here on purpose: entries are append-only.
 *
 * List order is (created_at desc, id desc) on `audit_events_tenant_time_idx`; the action and actor
 * filters have their own indexes. `created_at` is written from the app with millisecond precision so
 * the cursor (milliseconds, lib/cursor.ts) names an exact position. Ids are UUIDv7 (RFC 9562),
 * monotonic within this process, so two events of one request in the same millisecond (a
 * recovery code used, then the sign-in it allowed) list in the order they happened rather than in
 * the order of two random ids.
 */
import { sql, type SQL } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { Type } from 'typebox';
import type { Db } from '../db/index.js';
import { auditEvents, type NewAuditEventRow } from '../db/schema/index.js';
import type { Cursor } from '../lib/cursor.js';
import { ISO_FORMAT, Nullable, rowsOf } from './sql.js';

/** A row of the audit log as `list` selects it. */
const EntryRow = Type.Object(
  {
    id: Type.String(),
    createdAt: Type.String(),
    action: Type.String(),
    actorMemberId: Nullable(Type.String()),
    actorEmail: Nullable(Type.String()),
    target: Nullable(Type.String()),
    ip: Nullable(Type.String()),
    userAgent: Nullable(Type.String()),
    requestId: Nullable(Type.String()),
    detail: Type.Record(Type.String(), Type.Unknown()),
  },
  { $id: 'audit entry' },
);

export interface AuditFilter {
  action?: string | undefined;
  /** Actor e-mail, compared case-insensitively and exactly. */
  actor?: string | undefined;
  /** Inclusive lower bound. */
  from?: Date | undefined;
  /** Exclusive upper bound. */
  toExclusive?: Date | undefined;
}

/** One entry as the API answers it. */
export interface AuditEntry {
  id: string;
  /** ISO 8601 UTC with milliseconds. */
  createdAt: string;
  action: string;
  actorMemberId: string | null;
  actorEmail: string | null;
  target: string | null;
  ip: string | null;
  userAgent: string | null;
  /** The request that made the change (X-Request-Id); null for entries older than the column. */
  requestId: string | null;
  detail: Record<string, unknown>;
}

function filterSql(tenantId: string, f: AuditFilter): SQL {
  const parts: SQL[] = [sql`tenant_id = ${tenantId}::uuid`];
  if (f.action) parts.push(sql`action = ${f.action}`);
  if (f.actor) parts.push(sql`lower(actor_email) = ${f.actor.toLowerCase()}`);
  if (f.from) parts.push(sql`created_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.toExclusive) parts.push(sql`created_at < ${f.toExclusive.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export class AuditRepository {
  constructor(private readonly db: Db) {}

  /** Appends one entry. */
  async insert(row: NewAuditEventRow): Promise<void> {
    const createdAt = row.createdAt ?? new Date();
    await this.db.insert(auditEvents).values({ ...row, id: row.id ?? uuidv7(), createdAt });
  }

  /** One page, newest first; `limit + 1` rows are read to know whether a next page exists. */
  async list(
    tenantId: string,
    f: AuditFilter,
    limit: number,
    cursor?: Cursor,
  ): Promise<{ items: AuditEntry[]; next?: Cursor }> {
    const after = cursor
      ? sql` and (created_at, id) < (${cursor.t}::timestamptz, ${cursor.id}::uuid)`
      : sql``;
    const list = await rowsOf(
      this.db,
      sql`select id::text as id,
                 to_char(created_at at time zone 'UTC', ${sql.raw(ISO_FORMAT)}) as "createdAt",
                 action, actor_member_id::text as "actorMemberId", actor_email as "actorEmail",
                 target, ip, user_agent as "userAgent", request_id as "requestId", detail
          from audit_events
          where ${filterSql(tenantId, f)}${after}
          order by created_at desc, id desc
          limit ${limit + 1}`,
      EntryRow,
    );
    const items = list.slice(0, limit);
    const last = items[items.length - 1];
    return list.length > limit && last
      ? { items, next: { t: last.createdAt, id: last.id } }
      : { items };
  }
}
