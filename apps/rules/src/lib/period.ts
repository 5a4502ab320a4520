/** The backtest periods the pages start from. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as `YYYY-MM-DD` (UTC, as the API reads the dates of a period). */
const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** The last 30 days up to `now`, both ends as ISO dates: the default backtest period. */
export function last30Days(now: Date = new Date()): { from: string; to: string } {
  return { from: isoDate(new Date(now.getTime() - 30 * DAY_MS)), to: isoDate(now) };
}
