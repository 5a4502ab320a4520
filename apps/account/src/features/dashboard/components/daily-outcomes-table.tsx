import { VisuallyHidden, formatCount, formatDate, monthLabel } from '@pulse/ui';
import { Table } from '@pulse/ui/data';
import type { DailyCounts } from '../api/types';
import { OUTCOMES } from '../utils/outcomes';
import { dayTotal } from '../utils/daily';

export interface DailyOutcomesTableProps {
  daily: DailyCounts[];
  month: string;
}

/** The chart's text alternative: a visually hidden table of the days that had lookups. */
export function DailyOutcomesTable({ daily, month }: DailyOutcomesTableProps) {
  const days = daily.filter((d) => dayTotal(d) > 0);
  return (
    <VisuallyHidden>
      <Table.Root>
        <Table.Caption>{`Daily lookups by outcome, ${monthLabel(month)} (days with lookups)`}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            {OUTCOMES.map((o) => (
              <Table.ColumnHeader key={o.key}>{o.label}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {days.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={OUTCOMES.length + 1}>No lookups this month</Table.Cell>
            </Table.Row>
          ) : (
            days.map((d) => (
              <Table.Row key={d.date}>
                <Table.Cell>{formatDate(d.date)}</Table.Cell>
                {OUTCOMES.map((o) => (
                  <Table.Cell key={o.key}>{formatCount(d[o.key])}</Table.Cell>
                ))}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </VisuallyHidden>
  );
}
