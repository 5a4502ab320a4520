import { formatCount, monthLabel } from '@pulse/ui';
import type { CountDetails, DailyCounts } from '../api/types';
import { OUTCOMES } from './outcomes';

/** 'YYYY-MM-DD' → its day of the month as text ("7"). */
export function dayOfMonth(date: string): string {
  const day = Number(date.slice(8, 10));
  return Number.isFinite(day) && day > 0 ? String(day) : date;
}

/** Sum of the four outcomes of one day. */
export function dayTotal(d: CountDetails): number {
  return OUTCOMES.reduce((sum, o) => sum + d[o.key], 0);
}

/** One-sentence summary of the month's series, the chart's accessible name. */
export function dailySummary(daily: DailyCounts[], month: string): string {
  const totals = OUTCOMES.map((o) => ({ o, n: daily.reduce((s, d) => s + d[o.key], 0) }));
  const all = totals.reduce((s, t) => s + t.n, 0);
  const busiest = daily.reduce<DailyCounts | null>(
    (best, d) => (dayTotal(d) > (best ? dayTotal(best) : 0) ? d : best),
    null,
  );
  const parts = totals.map((t) => `${formatCount(t.n)} ${t.o.label.toLowerCase()}`).join(', ');
  const peak = busiest
    ? `; busiest day ${dayOfMonth(busiest.date)} with ${formatCount(dayTotal(busiest))}`
    : '';
  return `Daily lookups by outcome, ${monthLabel(month)}: ${formatCount(all)} in all (${parts})${peak}.`;
}

/**
 * The y-axis ticks of a chart of counts: whole steps of 1, 2 or 5 × 10ⁿ from 0 to at least `max`,
 * about `target` of them (a count of lookups has no 0.2). The last tick is the axis' top.
 */
export function countTicks(max: number, target = 4): number[] {
  const top = Math.max(1, Math.ceil(max));
  const raw = top / target;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 1);
  const ticks: number[] = [];
  for (let t = 0; t < top + step; t += step) ticks.push(t);
  return ticks;
}

/** True when not one lookup happened on any day (the chart would be bare axes). */
export function hasNoLookups(daily: readonly DailyCounts[]): boolean {
  return daily.every((d) => dayTotal(d) === 0);
}
