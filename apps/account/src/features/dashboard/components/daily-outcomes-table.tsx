import { VisuallyHidden, formatCount, formatDate, monthLabel } from '@pulse/ui';
import type { DailyCounts } from '../api/types';
import { OUTCOMES } from '../utils/outcomes';
import { dayTotal } from '../utils/daily';

export interface DailyOutcomesTableProps {
  daily: DailyCounts[];
  month: string;
}

/**
 * The chart's text alternative: a visually hidden table of the days that had lookups. Plain table
 * elements, not Chakra's Table: nothing of it is seen, and a month has up to 31 rows of 5 cells,
 * whose styles would cost most of the dashboard's render when its data arrives
 * (docs/adr/0034-tables-with-plain-cells.md).
 */
export function DailyOutcomesTable({ daily, month }: DailyOutcomesTableProps) {
  const days = daily.filter((d) => dayTotal(d) > 0);
  return (
    <VisuallyHidden>
      <table>
        <caption>{`Daily lookups by outcome, ${monthLabel(month)} (days with lookups)`}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {OUTCOMES.map((o) => (
              <th key={o.key} scope="col">
                {o.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.length === 0 ? (
            <tr>
              <td colSpan={OUTCOMES.length + 1}>No lookups this month</td>
            </tr>
          ) : (
            days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{formatDate(d.date)}</th>
                {OUTCOMES.map((o) => (
                  <td key={o.key}>{formatCount(d[o.key])}</td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
