/** The request log's calls, through @pulse/api-client. */
export { getRequestLogEntry, listRequestLog } from '@pulse/api-client';
export type {
  ListRequestLogParams,
  RequestLogDetail,
  RequestLogEntry,
  RequestLogPage,
} from '@pulse/api-client';
