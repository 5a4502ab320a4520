/** Facts about batches that both features of the screening remote need. */
import type { Batch, BatchServiceKey, BatchState } from '@pulse/api-client';
import type { MemberRole } from '@pulse/auth';
import { SERVICE_KEYS, serviceDisplayName } from '@pulse/catalog';
import { formatCount } from '@pulse/ui';

/** How many batches the list shows (the API's default page). */
export const BATCH_PAGE_SIZE = 20;

/** How often a list or a batch with work in progress is read again, ms. */
export const POLL_MS = 2_000;

/**
 * The states in which a batch still moves by itself (its file being stored, or its rows screened):
 * pages read it again while one is shown.
 */
export function isMoving(state: BatchState): boolean {
  return state === 'uploading' || state === 'queued' || state === 'running';
}

/** The states a batch may still be cancelled from (the API answers 409 once it ended). */
export function isCancellable(state: BatchState): boolean {
  return state === 'queued' || state === 'running' || state === 'paused';
}

/**
 * Whether `role` may upload, start, discard and cancel batches (the batches contract: owner, admin
 * and developer; a viewer or analyst reads only, and the API answers 403 to their writes).
 */
export function mayRunBatches(role: MemberRole | undefined): boolean {
  const r = role ?? 'owner';
  return r !== 'viewer' && r !== 'analyst';
}

/** The eight services, in the catalog's order, with their display names. */
export const SERVICE_OPTIONS: readonly { value: BatchServiceKey; label: string }[] =
  SERVICE_KEYS.map((key) => ({ value: key, label: serviceDisplayName(key) }));

/** The display name of a batch's service (@pulse/catalog). */
export function serviceName(service: BatchServiceKey): string {
  return serviceDisplayName(service);
}

/** The label of each state on its badge, and its colour palette. */
export const STATE_BADGES: Record<BatchState, { label: string; palette: string }> = {
  uploading: { label: 'Uploading', palette: 'blue' },
  interrupted: { label: 'Upload interrupted', palette: 'red' },
  preview: { label: 'Preview', palette: 'gray' },
  queued: { label: 'Queued', palette: 'blue' },
  running: { label: 'Running', palette: 'blue' },
  paused: { label: 'Paused', palette: 'orange' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
  done: { label: 'Done', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
};

/**
 * What an upload that did not reach the end of its file stored: "Its upload stopped before the end
 * of the file: 5,000 rows were stored, and it cannot start."
 */
export function interruptedText(rowCount: number): string {
  return `Its upload stopped before the end of the file: ${formatCount(rowCount)} ${rowCount === 1 ? 'row was' : 'rows were'} stored, and it cannot start.`;
}

/** "Uploading: 5,000 rows stored so far." */
export function uploadingText(rowCount: number): string {
  return `Uploading: ${formatCount(rowCount)} ${rowCount === 1 ? 'row' : 'rows'} stored so far.`;
}

/** Rows handled so far (done, failed or not) out of all, 0–100, rounded down; 100 when empty. */
export function percentDone(batch: Pick<Batch, 'rowCount' | 'rowsLeft'>): number {
  if (batch.rowCount <= 0) return 100;
  const handled = batch.rowCount - batch.rowsLeft;
  return Math.min(100, Math.max(0, Math.floor((handled / batch.rowCount) * 100)));
}

/**
 * "997 done · 3 failed · 200 left": the three parts add up to the batch's rows. The API's `rowsDone`
 * counts the failed rows too, so they are taken out of "done" (31 rows with one failure read
 * "30 done · 1 failed · 0 left", not "31 done", which looked like 32 rows).
 */
export function rowsLine(batch: Pick<Batch, 'rowsDone' | 'rowsFailed' | 'rowsLeft'>): string {
  const done = Math.max(0, batch.rowsDone - batch.rowsFailed);
  return `${formatCount(done)} done · ${formatCount(batch.rowsFailed)} failed · ${formatCount(batch.rowsLeft)} left`;
}

/** "120 rows/s" (whole rows; one decimal under 10, e.g. "2.5 rows/s"). */
export function rateText(rowsPerSecond: number): string {
  if (rowsPerSecond < 10) return `${rowsPerSecond.toFixed(1).replace(/\.0$/, '')} rows/s`;
  return `${formatCount(Math.round(rowsPerSecond))} rows/s`;
}

/** A time left, e.g. "45 s", "3 min 20 s", "2 h 5 min" (seconds rounded up). */
export function durationText(seconds: number): string {
  const total = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(total / 3600);
  const min = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return min > 0 ? `${h} h ${min} min` : `${h} h`;
  if (min > 0) return s > 0 ? `${min} min ${s} s` : `${min} min`;
  return `${s} s`;
}

/** "1 row" / "1,000 rows". */
export function rowsText(n: number): string {
  return n === 1 ? '1 row' : `${formatCount(n)} rows`;
}

/** "1 call" / "1,000 calls". */
export function callsText(n: number): string {
  return n === 1 ? '1 call' : `${formatCount(n)} calls`;
}
