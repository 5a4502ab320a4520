/**
 * English calendar names (the interface is in English, spec §1). Plain arrays instead of a date library:
 * @pulse/ui is loaded whole by the sign-in page, so it stays free of luxon (~21 KB gzip).
 */

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const MONTH_SHORT_NAMES = MONTH_NAMES.map((m) => m.slice(0, 3));

/** Weekday abbreviations, Monday first (the date picker's weeks start on Monday, as DD/MM/YYYY suggests). */
export const WEEKDAY_SHORT_NAMES = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;

/** Number of days of a 1-based month. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 0..6 = Monday..Sunday of the first day of a 1-based month. */
export function firstWeekdayOfMonth(year: number, month: number): number {
  return (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
}

/** Adds months to a year/month pair: addMonths(2025, 1, -1) → { year: 2024, month: 12 }. */
export function addMonths(
  year: number,
  month: number,
  delta: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}
