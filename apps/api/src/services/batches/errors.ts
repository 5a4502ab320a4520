/**
 * Why a batch file is refused as a whole (docs/adr/0041-batch-input.md). Each error names the line
 * (1 = the header) so the customer can find it; a route answers with `statusCode` and the
 * `{ error, code }` body like every AppError. Why a batch cannot start or change (409) is in
 * state-errors.ts.
 */
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
  | 'CELL_TOO_LONG'
  | 'TOO_MANY_COLUMNS'
  | 'INVALID_TEXT'
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
