import { Box, EmptyState, SectionCard, monthLabel } from '@pulse/ui';
import type { DailyCounts } from '../api/types';
import { dailySummary, hasNoLookups } from '../utils/daily';
import { LazyDailyOutcomesChart } from './lazy-daily-outcomes-chart';
import { DailyOutcomesTable } from './daily-outcomes-table';

export interface DailyOutcomesPanelProps {
  daily: DailyCounts[];
  month: string;
}

const CHART_HEIGHT = 260;

/** "Daily Lookups": the month's stacked bars by outcome, with a text alternative for assistive tech. */
export function DailyOutcomesPanel({ daily, month }: DailyOutcomesPanelProps) {
  return (
    <SectionCard title="Daily Lookups">
      {daily.length === 0 || hasNoLookups(daily) ? (
        // An empty month says so, instead of drawing bare axes.
        <EmptyState py="6" text={`No lookups in ${monthLabel(month)}`} />
      ) : (
        <>
          <Box role="img" aria-label={dailySummary(daily, month)} data-testid="daily-chart">
            <LazyDailyOutcomesChart daily={daily} height={CHART_HEIGHT} />
          </Box>
          <DailyOutcomesTable daily={daily} month={month} />
        </>
      )}
    </SectionCard>
  );
}
