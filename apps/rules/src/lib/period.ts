/** The backtest periods the pages start from. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as `YYYY-MM-DD` (UTC: the API's periods are whole UTC days). */
const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The last 30 days up to `now`, as the API reads a period (whole UTC days, both ends included):
 * today and the 29 days before. The default backtest period and that of the rules' hits.
 */
export function last30Days(now: Date = new Date()): { from: string; to: string } {
  return { from: isoDate(new Date(now.getTime() - 29 * DAY_MS)), to: isoDate(now) };
}
