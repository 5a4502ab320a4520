import { request, seg } from '../client';
import type { CallOptions } from '../client';
import type {
  Batch,
  BatchDetail,
  BatchPage,
  BatchResultFormat,
  BatchServiceKey,
  ListBatchesParams,
  UploadBatchParams,
} from '../types/batches';

/**
 * The content type a batch file is sent with: `application/x-ndjson` for `.ndjson` (and `.jsonl`),
 * else `text/csv` (the only two the API reads).
 */
export function batchContentType(fileName: string): 'text/csv' | 'application/x-ndjson' {
  return /\.(ndjson|jsonl)$/i.test(fileName) ? 'application/x-ndjson' : 'text/csv';
}

/**
 * `POST /batches?service&fileName`: uploads the file as the raw body (up to 100 MB, 1,000,000
 * rows). Nothing is charged: the batch waits in `preview`.
 * @returns the batch with its preview
 * @throws ApiError 400 with `line` (the file's first bad line, named in `error`), 413 too large
 */
export function uploadBatch(
  params: UploadBatchParams,
  options?: CallOptions,
): Promise<BatchDetail> {
  return request('/batches', {
    ...options,
    method: 'POST',
    query: { service: params.service, fileName: params.file.name },
    rawBody: params.file,
    headers: { 'content-type': batchContentType(params.file.name) },
    viewMode: true,
  });
}

/** `GET /batches?limit&cursor`: the client's batches of the view mode, newest first. */
export function listBatches(
  params: ListBatchesParams = {},
  options?: CallOptions,
): Promise<BatchPage> {
  return request('/batches', {
    ...options,
    query: { limit: params.limit, cursor: params.cursor },
    viewMode: true,
  });
}

/** `GET /batches/{id}`: one batch with its counts per decision, error rows and (in preview) its preview. */
export function getBatch(id: string, options?: CallOptions): Promise<BatchDetail> {
  return request(`/batches/${seg(id)}`, { ...options, viewMode: true });
}

/**
 * `PUT /batches/{id}/mapping`: which field each column feeds (null: ignored), one entry per
 * header column. The preview's rows are checked again.
 * @throws ApiError 400 MISSING_COLUMNS or VALIDATION_ERROR, 409 BATCH_STARTED
 */
export function updateBatchMapping(
  id: string,
  mapping: (string | null)[],
  options?: CallOptions,
): Promise<BatchDetail> {
  return request(`/batches/${seg(id)}/mapping`, {
    ...options,
    method: 'PUT',
    body: { mapping },
    viewMode: true,
  });
}

/**
 * `POST /batches/{id}/start`: the confirmation; the batch is queued and charging starts.
 * @throws ApiError 409 BATCH_STARTED (queued or running) or BATCH_ENDED (cancelled, done or
 *   failed), the message naming the state
 */
export function startBatch(id: string, options?: CallOptions): Promise<Batch> {
  return request(`/batches/${seg(id)}/start`, { ...options, method: 'POST', viewMode: true });
}

/**
 * `POST /batches/{id}/cancel`: stops a batch (rows done stay done) or discards one in preview.
 * @throws ApiError 409 when it already ended
 */
export function cancelBatch(id: string, options?: CallOptions): Promise<Batch> {
  return request(`/batches/${seg(id)}/cancel`, { ...options, method: 'POST', viewMode: true });
}

/** The path of a service's template file (`GET /batches/templates/{service}`), for a link. */
export function batchTemplateUrl(service: BatchServiceKey): string {
  return `/api/batches/templates/${seg(service)}`;
}

/** The path of a batch's results file (`GET /batches/{id}/results?format`), for a link. */
export function batchResultsUrl(id: string, format: BatchResultFormat): string {
  return `/api/batches/${seg(id)}/results?format=${format}`;
}

/** `GET /batches/templates/{service}`: the service's template CSV (header row), as a file. */
export function getBatchTemplate(service: BatchServiceKey, options?: CallOptions): Promise<Blob> {
  return request(`/batches/templates/${seg(service)}`, { ...options, responseType: 'blob' });
}

/**
 * `GET /batches/{id}/results?format`: the results file (the input columns, then row, decision,
 * score, message, the service's key fields, report_id, error), as a file.
 */
export function getBatchResults(
  id: string,
  format: BatchResultFormat,
  options?: CallOptions,
): Promise<Blob> {
  return request(`/batches/${seg(id)}/results`, {
    ...options,
    query: { format },
    responseType: 'blob',
    viewMode: true,
  });
}
