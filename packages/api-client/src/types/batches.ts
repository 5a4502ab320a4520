/**
 * Batch screening (the shapes are the batches contract the
 * API implements): hand-written, as the generated types do not cover these endpoints yet.
 */

/** The services a batch runs (@pulse/catalog SERVICE_KEYS). */
export type BatchServiceKey =
  | 'emailLookup'
  | 'phoneLookup'
  | 'ipLookup'
  | 'binLookup'
  | 'addressLookup'
  | 'amlPerson'
  | 'amlBusiness'
  | 'fraudEngine';

/**
 * Where a batch is: `uploading` while its file is stored, then `preview` until started (or
 * `interrupted` when the upload stopped before the end of the file: it never starts, upload the
 * file again), then `queued` … an end state.
 */
export type BatchState =
  | 'uploading'
  | 'interrupted'
  | 'preview'
  | 'queued'
  | 'running'
  | 'paused'
  | 'cancelled'
  | 'done'
  | 'failed';

/** Why a batch is `paused`: its service's calls ran out (the only reason; members cannot pause). */
export type BatchPauseReason = 'NO_CALLS_LEFT';

/** The decision of one row's lookup. */
export type BatchRowStatus = 'VERIFIED' | 'SUSPICIOUS' | 'RISKY' | 'DECLINED' | 'ERROR';

/** One batch, as listed. */
export interface Batch {
  id: string;
  service: BatchServiceKey;
  mode: 'live' | 'test';
  state: BatchState;
  /** Why it is `paused`; null in every other state. */
  pauseReason: BatchPauseReason | null;
  fileName: string;
  format: 'csv' | 'ndjson';
  /** Rows of the file; while `uploading` or once `interrupted`, the rows stored. */
  rowCount: number;
  rowsDone: number;
  rowsFailed: number;
  rowsLeft: number;
  /** Rows per second since the start, while running; null before the start. */
  rowsPerSecond: number | null;
  /** Seconds left, while queued or running; null otherwise. */
  etaSeconds: number | null;
  /** The member who uploaded it (name or e-mail); null for an API key or a member gone. */
  createdBy: { id: string; name: string } | null;
  /** ISO date-times. */
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
}

/** One of the first 20 rows of a batch in preview, checked with the current mapping. */
export interface BatchPreviewRow {
  rowNo: number;
  /** The row's line in the file (the header is line 1 of a CSV). */
  line: number;
  cells: string[];
  errors: string[];
}

/** The preview of an uploaded file, before it is started. */
export interface BatchPreview {
  /** The file's columns. */
  header: string[];
  /** The service's field names, in template order. */
  fields: string[];
  /** The fields a row needs: all of them, or any one. */
  required: { all: string[] } | { any: string[] };
  /** Column index → field (null: ignored), as used now. */
  mapping: (string | null)[];
  suggestedMapping: (string | null)[];
  rows: BatchPreviewRow[];
  rowCount: number;
  /** Rows the lookup's rules accept under `mapping`: the ones screened and charged. */
  rowsToScreen: number;
  /** Rows those rules refuse (with their message): ERROR rows, never charged. */
  rowsRefused: number;
  /** Calls the batch consumes at most: one per row to screen (0 in test mode). */
  cost: number;
  /** Calls left of the service (free this month + paid); null in test mode. */
  callsLeft: number | null;
}

/** The outcome counts of a batch's rows. */
export type BatchOutcomes = Record<BatchRowStatus, number>;

/** One row that ended in ERROR (the first 100). */
export interface BatchErrorRow {
  rowNo: number;
  line: number;
  error: string;
  /** The row's report, when one was written. */
  referenceId: string | null;
}

/** One batch with its preview (in preview only), outcomes and error rows. */
export interface BatchDetail extends Batch {
  preview: BatchPreview | null;
  outcomes: BatchOutcomes;
  errorRows: BatchErrorRow[];
}

/** `GET /batches`: one page, newest first. */
export interface BatchPage {
  items: Batch[];
  nextCursor: string | null;
}

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

/** The result files of a batch. */
export type BatchResultFormat = 'csv' | 'ndjson';
