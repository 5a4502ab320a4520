// Developer pages (issue 18): GENERATED from apps/api/openapi.json (src/generated/schema.ts,
// `pnpm generate`). Only names are given to the generated types; RequestLogPage is the client's
// own paging wrapper.
import type { ResponseBody } from './generated';

/** One row of GET /developers/requests (the request log). */
export type RequestLogEntry = ResponseBody<'/developers/requests', 'get', 200>[number];

/** GET /developers/requests/{id}: the row with its redacted bodies (null after 7 days). */
export type RequestLogDetail = ResponseBody<'/developers/requests/{id}', 'get', 200>;

/** Query of GET /developers/requests (all optional). */
export interface ListRequestLogParams {
  limit?: number;
  cursor?: string;
  /** Start of a key prefix (`pk_live_ab`). */
  key?: string;
  /** A class (`2xx`, `4xx`, `5xx`) or one status code. */
  status?: string;
  /** Route template, e.g. `/api/iplookup`. */
  endpoint?: string;
  /** ISO 8601 date or date-time, inclusive. */
  from?: string;
  /** ISO 8601 date (whole day) or date-time, inclusive. */
  to?: string;
}

export interface RequestLogPage {
  items: RequestLogEntry[];
  /** From the `x-next-cursor` header; absent on the last page. */
  nextCursor?: string;
}
