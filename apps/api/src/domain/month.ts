/** UTC calendar months (`YYYY-MM`) and days (`YYYY-MM-DD`). */

export const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$';

/** `YYYY-MM` of an instant, in UTC. */
export function monthOf(d: Date): string {
  return d.toISOString().slice(0, 7);
}

/** `YYYY-MM-DD` of an instant, in UTC. */
export function dayOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** First instant of a month (UTC). */
export function monthStart(month: string): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1));
}

/** Number of days of a month. */
export function daysInMonth(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** Every day of a month, `YYYY-MM-DD`. */
export function daysOf(month: string): string[] {
  const n = daysInMonth(month);
  return Array.from({ length: n }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** Last day of a month, `YYYY-MM-DD` (the billing date of spec §3). */
export function lastDayOf(month: string): string {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** The month `delta` months after `month` (negative for before). */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + delta, 1));
  return monthOf(d);
}

/** Months from `from` to `to` inclusive, newest first (empty when from > to). */
export function monthsBetweenDesc(from: string, to: string): string[] {
  const out: string[] = [];
  for (let m = to; m >= from; m = addMonths(m, -1)) out.push(m);
  return out;
}
