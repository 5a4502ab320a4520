/**
 * Data access of the request log (tables `api_requests`, `api_request_bodies`).
 *
 * - `insertBatch`: the log writer's one round trip per batch: the rows and their bodies in one
 *   statement each, inside one transaction.
 * - `list`: keyset paging by (created_at desc, id desc) on the ascending indexes scanned backwards,
 *   like the reports list.
 * - `prune`: removes bodies older than one cut-off and rows older than another, in bounded chunks
 *   so a large backlog never holds long locks.
 */
import { sql, type SQL } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import type { Db } from '../db/index.js';
import type { NewApiRequest } from '../db/schema/index.js';
import type { Mode } from '../domain/mode.js';
import { TEST_API_KEY_PREFIX } from '../lib/crypto.js';
import type { Cursor } from '../lib/cursor.js';
import { ISO_FORMAT, Nullable, Numeric, rowsOf } from './sql.js';

export interface RequestLogFilter {
  /** Calls of this mode only: the log holds key-alone calls, whose mode is their key's prefix. */
  mode: Mode;
  /** Start of the key prefix (`pk_live_ab`). */
  keyPrefix?: string | undefined;
  /** An exact status, or a class: 200 … 599, or [lo, hi) for `2xx`. */
  status?: { from: number; to: number } | undefined;
  /** Route template (`/api/iplookup`). */
  route?: string | undefined;
  from?: Date | undefined;
  toExclusive?: Date | undefined;
}

/** One row of the list, as the API answers it. */
export interface RequestLogItem {
  id: string;
  createdAt: string;
  requestId: string;
  keyPrefix: string;
  method: string;
  path: string;
  route: string;
  status: number;
  latencyMs: number;
  ip: string;
  reportId: string | null;
}

/** One row with its bodies (null once they were pruned). */
export interface RequestLogDetail extends RequestLogItem {
  bodies: {
    query: unknown;
    requestHeaders: Record<string, string>;
    requestBody: unknown;
    responseBody: unknown;
  } | null;
}

/**
 * What `get` reads: the row with its bodies and, for a call whose answer was its report (no stored
 * response body, a report id), that report's service, time and result; null when the report is
 * gone or the answer was stored.
 */
export interface RequestLogStored extends RequestLogDetail {
  report: { service: string; requestDateTime: string; result: unknown } | null;
}

const LIST_COLUMNS = sql.raw(`r.id::text as id,
  to_char(r.created_at at time zone 'UTC', ${ISO_FORMAT}) as "createdAt",
  r.request_id as "requestId", r.key_prefix as "keyPrefix", r.method, r.path, r.route,
  r.status, r.latency_ms as "latencyMs", r.ip, r.report_id as "reportId"`);

/** A key prefix of `mode`: `pk_test_…` is test, every other key (`pk_live_…`) live. */
function modeSql(mode: Mode): SQL {
  const test = `${TEST_API_KEY_PREFIX.replace(/_/g, '\\_')}%`;
  return mode === 'test' ? sql`r.key_prefix like ${test}` : sql`r.key_prefix not like ${test}`;
}

function filterSql(tenantId: string, f: RequestLogFilter): SQL {
  const parts: SQL[] = [sql`r.tenant_id = ${tenantId}::uuid`, modeSql(f.mode)];
  if (f.keyPrefix) {
    // A prefix match on text the caller typed: escape LIKE's wildcards.
    const escaped = f.keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`);
    parts.push(sql`r.key_prefix like ${`${escaped}%`}`);
  }
  if (f.status) parts.push(sql`r.status >= ${f.status.from} and r.status < ${f.status.to}`);
  if (f.route) parts.push(sql`r.route = ${f.route}`);
  if (f.from) parts.push(sql`r.created_at >= ${f.from.toISOString()}::timestamptz`);
  if (f.toExclusive) parts.push(sql`r.created_at < ${f.toExclusive.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** A row of LIST_COLUMNS; status and latency are brought to numbers by `asItem`. */
const ItemRow = Type.Object(
  {
    id: Type.String(),
    createdAt: Type.String(),
    requestId: Type.String(),
    keyPrefix: Type.String(),
    method: Type.String(),
    path: Type.String(),
    route: Type.String(),
    status: Numeric,
    latencyMs: Numeric,
    ip: Type.String(),
    reportId: Nullable(Type.String()),
  },
  { $id: 'request log item' },
);

/** A row of LIST_COLUMNS with its bodies and, for a report call, the report's result. */
const DetailRow = Type.Object(
  {
    ...ItemRow.properties,
    hasBodies: Type.Boolean(),
    query: Type.Unknown(),
    requestHeaders: Nullable(Type.Record(Type.String(), Type.String())),
    requestBody: Type.Unknown(),
    responseBody: Type.Unknown(),
    reportService: Nullable(Type.String()),
    reportDateTime: Nullable(Type.String()),
    reportResult: Type.Unknown(),
  },
  { $id: 'request log entry' },
);

const CountRow = Type.Object({ n: Numeric }, { $id: 'count' });

const asItem = (r: Static<typeof ItemRow>): RequestLogItem => ({
  ...r,
  status: Number(r.status),
  latencyMs: Number(r.latencyMs),
});

/**
 * One call's stored bodies as JSON texts, already redacted (domain/redact.ts storedBodyJson);
 * `null` where there is none.
 */
export interface StoredBodies {
  requestId: string;
  createdAt: Date;
  query: string | null;
  requestHeaders: string;
  requestBody: string | null;
  responseBody: string | null;
}

export class RequestLogRepository {
  constructor(private readonly db: Db) {}

  /**
   * Writes a batch of rows and the bodies of those that have them, in one statement (so atomically).
   * Rows and bodies each travel as one JSON array parameter expanded by json_populate_recordset,
   * instead of a parameter per column per row: the log is written beside every API-key call, and
   * building and binding thousands of parameters per batch was most of its cost.
   * The bodies' JSON texts are spliced into that array as
   * they are, so they are not parsed and serialised again on the way. The foreign key from a body
   * to its row is checked at the end of the statement, when both inserts are done.
   */
  async insertBatch(list: NewApiRequest[], bodies: StoredBodies[]): Promise<void> {
    if (list.length === 0) return;
    const rowsJson = JSON.stringify(
      list.map((r) => ({
        id: r.id,
        tenant_id: r.tenantId,
        created_at: r.createdAt,
        request_id: r.requestId,
        key_prefix: r.keyPrefix,
        method: r.method,
        path: r.path,
        route: r.route,
        status: r.status,
        latency_ms: r.latencyMs,
        ip: r.ip,
        report_id: r.reportId ?? null,
      })),
    );
    const insertRows = sql`insert into api_requests
      select * from json_populate_recordset(null::api_requests, ${rowsJson}::json)`;
    if (bodies.length === 0) {
      await this.db.execute(insertRows);
      return;
    }
    const bodiesJson = `[${bodies
      .map(
        (b) =>
          `{"request_id":${JSON.stringify(b.requestId)},"created_at":${JSON.stringify(b.createdAt)}` +
          `,"query":${b.query ?? 'null'},"request_headers":${b.requestHeaders}` +
          `,"request_body":${b.requestBody ?? 'null'},"response_body":${b.responseBody ?? 'null'}}`,
      )
      .join(',')}]`;
    await this.db.execute(sql`with written as (${insertRows})
      insert into api_request_bodies
      select * from json_populate_recordset(null::api_request_bodies, ${bodiesJson}::json)`);
  }

  /** One page, newest first; `limit + 1` rows are read to know whether a next page exists. */
  async list(
    tenantId: string,
    f: RequestLogFilter,
    limit: number,
    cursor?: Cursor,
  ): Promise<{ items: RequestLogItem[]; next?: Cursor }> {
    const after = cursor
      ? sql` and (r.created_at, r.id) < (${cursor.t}::timestamptz, ${cursor.id}::uuid)`
      : sql``;
    const list = await rowsOf(
      this.db,
      sql`select ${LIST_COLUMNS} from api_requests r
          where ${filterSql(tenantId, f)}${after}
          order by r.created_at desc, r.id desc
          limit ${limit + 1}`,
      ItemRow,
    );
    const items = list.slice(0, limit).map(asItem);
    const last = items[items.length - 1];
    return list.length > limit && last
      ? { items, next: { t: last.createdAt, id: last.id } }
      : { items };
  }

  /**
   * One entry of the client and `mode` with its bodies; undefined for an unknown id, another
   * client's or another mode's.
   */
  async get(tenantId: string, id: string, mode: Mode): Promise<RequestLogStored | undefined> {
    const [found] = await rowsOf(
      this.db,
      sql`select ${LIST_COLUMNS}, b.request_id is not null as "hasBodies", b.query,
                 b.request_headers as "requestHeaders", b.request_body as "requestBody",
                 b.response_body as "responseBody", rep.service as "reportService",
                 to_char(rep.request_date_time at time zone 'UTC', ${sql.raw(ISO_FORMAT)}) as "reportDateTime",
                 rep.result as "reportResult"
          from api_requests r left join api_request_bodies b on b.request_id = r.id
          left join reports rep on b.response_body is null and r.report_id is not null
            and rep.reference_id = r.report_id and rep.tenant_id = r.tenant_id
          where r.tenant_id = ${tenantId}::uuid and r.id = ${id}::uuid and ${modeSql(mode)}`,
      DetailRow,
    );
    if (!found) return undefined;
    const {
      hasBodies,
      query,
      requestHeaders,
      requestBody,
      responseBody,
      reportService,
      reportDateTime,
      reportResult,
      ...item
    } = found;
    return {
      ...asItem(item),
      bodies: hasBodies
        ? { query, requestHeaders: requestHeaders ?? {}, requestBody, responseBody }
        : null,
      report:
        reportService && reportDateTime
          ? { service: reportService, requestDateTime: reportDateTime, result: reportResult }
          : null,
    };
  }

  /**
   * Deletes bodies created before `bodiesBefore` and rows created before `rowsBefore`, at most
   * `chunk` rows per statement, until none is left. @returns how many of each were deleted
   */
  async prune(
    bodiesBefore: Date,
    rowsBefore: Date,
    chunk = 5000,
  ): Promise<{ bodies: number; rows: number }> {
    const deleteChunk = async (table: 'api_request_bodies' | 'api_requests', before: Date) => {
      const key = table === 'api_requests' ? 'id' : 'request_id';
      let total = 0;
      for (;;) {
        const gone = await rowsOf(
          this.db,
          sql`with d as (
                delete from ${sql.raw(table)} where ${sql.raw(key)} in (
                  select ${sql.raw(key)} from ${sql.raw(table)}
                  where created_at < ${before.toISOString()}::timestamptz limit ${chunk})
                returning 1)
              select count(*)::int as n from d`,
          CountRow,
        );
        const n = Number(gone[0]?.n ?? 0);
        total += n;
        if (n < chunk) return total;
      }
    };
    const bodies = await deleteChunk('api_request_bodies', bodiesBefore);
    const removed = await deleteChunk('api_requests', rowsBefore);
    return { bodies, rows: removed };
  }
}
