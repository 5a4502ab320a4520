/**
 * Pure helpers of the typed date field (spec §5): the screen shows DD/MM/YYYY, the wire carries ISO
 * 'YYYY-MM-DD', and the picker only allows years 1900–2099.
 */

import { daysInMonth } from './calendar';

/** Default selectable year range of the date picker (spec §9). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2099;

/** Options of parseDisplayDate / isoToParts: the allowed year range (inclusive). */
export interface YearRange {
  minYear?: number;
  maxYear?: number;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Checks a calendar date and the year range; returns 'YYYY-MM-DD' or null. */
export function partsToIso(
  year: number,
  month: number,
  day: number,
  { minYear = MIN_YEAR, maxYear = MAX_YEAR }: YearRange = {},
): string | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  if (year < minYear || year > maxYear) return null;
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * "07/10/1952" → "1952-10-07". Day and month may have one or two digits, the year must have four, and
 * "/", "." or "-" separate them. Impossible dates (31/02/2000) and years outside the range → null.
 */
export function parseDisplayDate(
  text: string | null | undefined,
  range: YearRange = {},
): string | null {
  if (typeof text !== 'string') return null;
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!m) return null;
  return partsToIso(Number(m[3]), Number(m[2]), Number(m[1]), range);
}

/** Splits a valid 'YYYY-MM-DD' into numbers; null for anything else (including impossible dates). */
export function isoToParts(
  iso: string | null | undefined,
): { year: number; month: number; day: number } | null {
  const m = typeof iso === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim()) : null;
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return partsToIso(year, month, day, { minYear: 0, maxYear: 9999 }) ? { year, month, day } : null;
}

/** "1952-10-07" → "07/10/1952"; empty or invalid input → "". */
export function toDisplayDate(iso: string | null | undefined): string {
  const p = isoToParts(iso);
  return p ? `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}` : '';
}
