/**
 * The 409s of a batch asked to do what its state no longer allows (docs/api-contract.md
 * "Batches"): each message says which state the batch is in.
 */
import type { BatchState } from '../../db/schema/index.js';
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
