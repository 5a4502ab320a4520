/**
 * Why a batch file is refused as a whole (docs/adr/0041-batch-input.md). Each error names the line
 * (1 = the header) so the customer can find it; a route answers with `statusCode` and the
 * `{ error, code }` body like every AppError. Also why a batch cannot start or change (409).
 */
import type { BatchRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export type BatchInputErrorCode =
  | 'EMPTY_FILE'
  | 'INVALID_ENCODING'
  | 'MALFORMED_CSV'
  | 'INVALID_JSON'
  | 'WRONG_DELIMITER'
  | 'RAGGED_ROW'
  | 'FORMULA_CELL'
  | 'MISSING_COLUMNS'
  | 'ROW_TOO_LONG'
  | 'TOO_MANY_ROWS'
  | 'FILE_TOO_LARGE'
  // Watchlist files (docs/adr/0048-custom-watchlists.md) are read by the same rules.
  | 'MISSING_VALUE'
  | 'INVALID_VALUE'
  | 'DUPLICATE_REFERENCE';

/** The limits are 413 Content Too Large; every other refusal is 400. */
const TOO_LARGE: ReadonlySet<BatchInputErrorCode> = new Set(['TOO_MANY_ROWS', 'FILE_TOO_LARGE']);

/** A batch file that cannot be read; `message` starts with "Line <line>: ". */
export class BatchInputError extends AppError {
  declare readonly code: BatchInputErrorCode;

  constructor(
    code: BatchInputErrorCode,
    public readonly line: number,
    detail: string,
  ) {
    super(TOO_LARGE.has(code) ? 413 : 400, code, `Line ${line}: ${detail}`, { line });
    this.name = 'BatchInputError';
  }
}

/** 409 BATCH_STARTED: the batch left `preview`, so its mapping is fixed. */
export const started = () =>
  new AppError(409, 'BATCH_STARTED', 'This batch has started: its mapping can no longer change');

/** 409 BATCH_INTERRUPTED: the upload stopped before the end of its file (issue 46). */
export const interrupted = () =>
  new AppError(
    409,
    'BATCH_INTERRUPTED',
    'The upload of this file was interrupted before its end; upload the file again',
  );

/**
 * Refuses to start (or map) a batch whose file is not whole.
 * @throws 409 BATCH_UPLOADING while its rows are still stored; 409 BATCH_INTERRUPTED, with the rows
 *   stored, once its upload stopped before the end of the file (issue 46)
 */
export function notStartable(b: Pick<BatchRow, 'state' | 'rowCount'>): void {
  if (b.state === 'uploading')
    throw new AppError(
      409,
      'BATCH_UPLOADING',
      'This file is still uploading; it can start once the whole file is read',
    );
  if (b.state === 'interrupted')
    throw new AppError(
      409,
      'BATCH_INTERRUPTED',
      `The upload of this file was interrupted after ${b.rowCount.toLocaleString('en-US')} rows, so it cannot start; upload the file again`,
    );
}
