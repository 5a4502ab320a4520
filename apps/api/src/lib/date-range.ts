/**
 * Date bounds of list filters (`from`, `to` query parameters): an ISO 8601 date means the whole day
 * in UTC, a date-time the instant; `to` is inclusive.
 */
import { AppError } from './errors.js';

/**
 * @param end true for a `to` bound: returns the exclusive instant after it (next day for a date,
 *   one millisecond later for a date-time)
 * @throws 400 VALIDATION_ERROR for a date that does not exist
 */
export function parseDateBound(text: string, end: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const d = new Date(dateOnly ? `${text}T00:00:00.000Z` : text);
  // Date() rolls 2024-02-30 over to 1 March: the calendar date must exist as written.
  const day = text.slice(0, 10);
  const [y = 0, m = 0, dd = 0] = day.split('-').map(Number);
  const exists = new Date(Date.UTC(y, m - 1, dd)).toISOString().slice(0, 10) === day;
  if (Number.isNaN(d.getTime()) || !exists)
    throw new AppError(400, 'VALIDATION_ERROR', `Invalid date: ${text}`);
  if (!end) return d;
  return new Date(d.getTime() + (dateOnly ? 86_400_000 : 1));
}
