/**
 * The 409s of a batch asked to do what its state no longer allows (docs/api-contract.md
 * "Batches"): each message says which state the batch is in.
 */
import type { BatchRow, BatchState } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/** A mapping change asked of a batch that has started. */
export const started = (): AppError =>
  new AppError(409, 'BATCH_STARTED', 'This batch has started: its mapping can no longer change');

/**
 * Why a batch cannot be started (or resumed) in `state`: the state, in words a member knows
 * from the batch's page. @returns 409 BATCH_STARTED while it runs, 409 BATCH_ENDED once ended
 */
export function cannotStart(state: BatchState): AppError {
  switch (state) {
    case 'cancelled':
      return new AppError(409, 'BATCH_ENDED', 'This batch was cancelled: it cannot be started');
    case 'done':
      return new AppError(
        409,
        'BATCH_ENDED',
        'This batch has finished: it cannot be started again',
      );
    case 'failed':
      return new AppError(409, 'BATCH_ENDED', 'This batch failed: it cannot be started again');
    default:
      return new AppError(409, 'BATCH_STARTED', 'This batch has already started');
  }
}

/** 409 BATCH_INTERRUPTED: the upload stopped before the end of its file (docs/adr/0044-batch-processing.md). */
export const interrupted = () =>
  new AppError(
    409,
    'BATCH_INTERRUPTED',
    'The upload of this file was interrupted before its end; upload the file again',
  );

/**
 * Refuses to start (or map) a batch whose file is not whole.
 * @throws 409 BATCH_UPLOADING while its rows are still stored; 409 BATCH_INTERRUPTED, with the rows
 *   stored, once its upload stopped before the end of the file
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
