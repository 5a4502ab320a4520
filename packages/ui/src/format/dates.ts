/**
 * Date display (spec §9): dates DD/MM/YYYY, timestamps "DD/MM/YYYY, HH:mm:ss", months YYYY-MM shown as
 * "January 2025". Plain Date arithmetic (no date library in the shared bundle, see calendar.ts); the
 * output never depends on the browser's locale.
 */
import { MONTH_NAMES, daysInMonth } from './calendar';

const NA = 'N/A';

/** Which clock a timestamp is shown in: the user's local zone (default) or UTC ("GMT Timestamp"). */
export type TimeZoneChoice = 'local' | 'utc';

/** A month key, 'YYYY-MM'. */
export type MonthKey = `${number}-${number}`;

type DateInput = string | Date | number | null | undefined;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A valid 'YYYY-MM-DD' string → its parts; anything else → null. */
function dateOnly(s: string): { y: number; m: number; d: number } | null {
  const match = DATE_ONLY.exec(s);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m) ? { y, m, d } : null;
}

/** Parses a Date, epoch milliseconds or an ISO 8601 string (a date-only string is local midnight). */
function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  let date: Date;
  if (input instanceof Date) date = input;
  else if (typeof input === 'number') date = new Date(input);
  else {
    const s = input.trim();
    const day = dateOnly(s);
    if (day) return new Date(day.y, day.m - 1, day.d);
    if (DATE_ONLY.test(s) || !/^\d{4}-\d{2}-\d{2}/.test(s)) return null;
    date = new Date(s.replace(/^(\d{4}-\d{2}-\d{2}) (?=\d)/, '$1T'));
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

function fields(date: Date, zone: TimeZoneChoice) {
  return zone === 'utc'
    ? {
        y: date.getUTCFullYear(),
        mo: date.getUTCMonth() + 1,
        d: date.getUTCDate(),
        h: date.getUTCHours(),
        mi: date.getUTCMinutes(),
        s: date.getUTCSeconds(),
      }
    : {
        y: date.getFullYear(),
        mo: date.getMonth() + 1,
        d: date.getDate(),
        h: date.getHours(),
        mi: date.getMinutes(),
        s: date.getSeconds(),
      };
}

/**
 * A date, epoch ms or ISO string → "DD/MM/YYYY"; invalid or missing → "N/A". A date-only string
 * ("2025-01-05") is that calendar day in any zone; a timestamp is shown in the local zone unless
 * `zone: 'utc'`.
 */
export function formatDate(input: DateInput, opts: { zone?: TimeZoneChoice } = {}): string {
  if (typeof input === 'string') {
    const day = dateOnly(input.trim());
    if (day) return `${pad(day.d)}/${pad(day.m)}/${pad(day.y, 4)}`;
  }
  const date = toDate(input);
  if (!date) return NA;
  const f = fields(date, opts.zone ?? 'local');
  return `${pad(f.d)}/${pad(f.mo)}/${pad(f.y, 4)}`;
}

/** An ISO timestamp, Date or epoch ms → "DD/MM/YYYY, HH:mm:ss" (24 h), local zone or UTC; invalid → "N/A". */
export function formatDateTime(input: DateInput, opts: { zone?: TimeZoneChoice } = {}): string {
  const date = toDate(input);
  if (!date) return NA;
  const f = fields(date, opts.zone ?? 'local');
  return `${pad(f.d)}/${pad(f.mo)}/${pad(f.y, 4)}, ${pad(f.h)}:${pad(f.mi)}:${pad(f.s)}`;
}

/** Parses 'YYYY-MM' strictly; null when it is not a real month. */
export function parseMonth(
  month: string | null | undefined,
): { year: number; month: number } | null {
  const m = typeof month === 'string' ? /^(\d{4})-(\d{2})$/.exec(month.trim()) : null;
  if (!m) return null;
  const year = Number(m[1]);
  const mon = Number(m[2]);
  return mon >= 1 && mon <= 12 ? { year, month: mon } : null;
}

/** Builds the 'YYYY-MM' key of a year and 1-based month. */
export function toMonthKey(year: number, month: number): MonthKey {
  return `${pad(year, 4)}-${pad(month)}` as MonthKey;
}

/** 'YYYY-MM' → "January 2025"; an invalid month → "N/A". */
export function monthLabel(month: string | null | undefined): string {
  const p = parseMonth(month);
  return p ? `${MONTH_NAMES[p.month - 1]} ${p.year}` : NA;
}

/**
 * The current month as 'YYYY-MM' in the user's local calendar (what the user sees as "this month" is
 * the default of the dashboard and billing month pickers). Pass `now` to make it deterministic.
 * Note that the API meters calendar months in UTC; around midnight on the 1st these can differ by one.
 */
export function currentMonth(now: Date = new Date()): MonthKey {
  return toMonthKey(now.getFullYear(), now.getMonth() + 1);
}
