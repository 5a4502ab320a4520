// Reports endpoints: GENERATED from apps/api/openapi.json (src/generated/schema.ts, `pnpm generate`).
// Only names are given to the generated types; ReportList is the client's own paging wrapper.
import type { ReportStatus, ServiceKey } from './common';
import type { ResponseBody } from './generated';

type GeneratedListItem = ResponseBody<'/reports', 'get', 200>[number];
type GeneratedDetail = ResponseBody<'/report/{id}', 'get', 200>;

/**
 * One row of GET /reports (spec §3 "Report list item"): the generated type, with `status` widened to
 * ReportStatus (the UI also copes with legacy values, spec §4).
 */
export type ReportListItem = Omit<GeneratedListItem, 'status'> & { status: ReportStatus };

/** Query of GET /reports (cursor pagination and filters; all optional). */
export interface ListReportsParams {
  /** `live` (default) or `test`: test-mode reports are kept apart. */
  mode?: 'live' | 'test';
  limit?: number;
  cursor?: string;
  status?: string;
  service?: ServiceKey;
  /** ISO 8601 date or date-time, inclusive. */
  from?: string;
  /** ISO 8601 date or date-time, inclusive. */
  to?: string;
  referenceId?: string;
  /** Leading order: `date` (default), `service` or `status` (then newest first). */
  sort?: 'date' | 'service' | 'status';
  /** `desc` (default) or `asc`. */
  order?: 'asc' | 'desc';
}

export interface ReportList {
  items: ReportListItem[];
  /** From the `x-total-count` response header (falls back to items.length). */
  total: number;
  /** Cursor of the next page, when the API sends one (body `nextCursor` or `x-next-cursor` header). */
  nextCursor?: string;
}

/**
 * GET /report/{id} (spec §3 "Report detail"): the generated type, widened where spec §3 allows other
 * readings — `status` is any ReportStatus, and `report.jsonResponse` (the API sends `{ results }`,
 * GeneratedReportJson) may hold the result under other keys (`phonePulse`, `fraudEngine`…).
 */
export type ReportDetail = Omit<GeneratedDetail, 'status' | 'report' | 'mode' | 'batchId'> & {
  status?: ReportStatus;
  /** The batch whose row made the report; null or absent (an older API) for a single lookup. */
  batchId?: string | null;
  /** `live` or `test`; absent from an API older than test mode. */
  mode?: GeneratedDetail['mode'];
  report: Omit<GeneratedDetail['report'], 'jsonResponse'> & {
    jsonResponse: Record<string, unknown>;
  };
};

/** `report.jsonResponse` exactly as the API sends it: `{ results: { status, message, response, reasons, sources } }`. */
export type GeneratedReportJson = GeneratedDetail['report']['jsonResponse'];

/** DELETE /reports/{id} → `{ message }`. */
export type DeleteReportResponse = ResponseBody<'/reports/{id}', 'delete', 200>;
