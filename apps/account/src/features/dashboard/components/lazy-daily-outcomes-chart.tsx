import { lazy } from 'react';
import { Center, Text } from '@pulse/ui';
import type { DailyOutcomesChart } from './daily-outcomes-chart';

type ChartModule = { DailyOutcomesChart: typeof DailyOutcomesChart };

let chartModule: Promise<ChartModule> | undefined;

/** Starts downloading the chart's chunk (once; again after a failure). The page calls it while its data loads. */
export function preloadChart(): Promise<ChartModule> {
  chartModule ??= import('./daily-outcomes-chart').catch((err: unknown) => {
    chartModule = undefined;
    throw err;
  });
  return chartModule;
}

function ChartUnavailable() {
  return (
    <Center py="10">
      <Text fontSize="sm" color="fg.muted">
        The chart could not be loaded.
      </Text>
    </Center>
  );
}

/** The chart as a lazy component (its own chunk, recharts included); a failed download shows a note, not an error page. */
export const LazyDailyOutcomesChart = lazy(() =>
  preloadChart().then(
    (m) => ({ default: m.DailyOutcomesChart }),
    () => ({ default: ChartUnavailable }),
  ),
);
