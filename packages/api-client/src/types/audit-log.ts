// Audit log endpoints: GENERATED from apps/api/openapi.json (src/generated/schema.ts, `pnpm generate`).
// Only names are given to the generated types; AuditLogPage is the client's own paging wrapper.
import type { paths, ResponseBody } from './generated';

export type AuditEntry = ResponseBody<'/audit-log', 'get', 200>[number];

/** Every action the API records (the `action` filter's values). */
export type AuditAction = NonNullable<
  NonNullable<paths['/api/audit-log']['get']['parameters']['query']>['action']
>;

/** Filters of GET /audit-log and its export (all optional). */
export interface AuditLogFilters {
  action?: string;
  /** Actor e-mail (any case, exact). */
  actor?: string;
  /** ISO 8601 date or date-time, inclusive. */
  from?: string;
  /** ISO 8601 date or date-time, inclusive. */
  to?: string;
}

export interface ListAuditLogParams extends AuditLogFilters {
  limit?: number;
  cursor?: string;
}

export interface AuditLogPage {
  items: AuditEntry[];
  /** From the `x-next-cursor` header; absent on the last page. */
  nextCursor?: string;
}
