/**
 * Batch screening, named from the generated OpenAPI types so they follow the API's schemas.
 * Only the call parameters are the client's own.
 */
import type { paths, ResponseBody } from './generated';

/** `GET /batches`: one page, newest first. */
export type BatchPage = ResponseBody<'/batches', 'get', 200>;
/** One batch, as listed. */
export type Batch = BatchPage['items'][number];
/** The services a batch runs (@pulse/catalog SERVICE_KEYS). */
export type BatchServiceKey = Batch['service'];
/**
 * Where a batch is: `uploading` while its file is stored, then `preview` until started (or
 * `interrupted` when the upload stopped before the end of the file), then `queued` … an end state.
 */
export type BatchState = Batch['state'];
/** Why a batch is `paused`: its service's calls ran out (the only reason). */
export type BatchPauseReason = NonNullable<Batch['pauseReason']>;

/** One batch with its preview (in preview only), counts per decision and error rows. */
export type BatchDetail = ResponseBody<'/batches/{id}', 'get', 200>;
/** The preview of an uploaded file, before it is started. */
export type BatchPreview = NonNullable<BatchDetail['preview']>;
/** One of the first 20 rows of a batch in preview, checked with the current mapping. */
export type BatchPreviewRow = BatchPreview['rows'][number];
/** The counts per decision of a batch's rows. */
export type BatchDecisions = BatchDetail['decisions'];
/** @deprecated The old name of {@link BatchDecisions}; removed with @pulse/api 2.0. */
export type BatchOutcomes = BatchDecisions;
/** The decision of one row's lookup. */
export type BatchRowStatus = keyof BatchDecisions;
/** One row that ended in ERROR (the first 100). */
export type BatchErrorRow = BatchDetail['errorRows'][number];

/** The result files of a batch. */
export type BatchResultFormat = NonNullable<
  NonNullable<paths['/api/batches/{id}/results']['get']['parameters']['query']>['format']
>;

/** `GET /batches` parameters. */
export interface ListBatchesParams {
  /** 1–100, default 20. */
  limit?: number;
  cursor?: string;
}

/** What `POST /batches` uploads. */
export interface UploadBatchParams {
  service: BatchServiceKey;
  /** The file as chosen; its name is sent as `fileName`. */
  file: File;
}
