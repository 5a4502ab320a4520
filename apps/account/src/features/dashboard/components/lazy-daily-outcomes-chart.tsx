import { useEffect, useState } from 'react';
import { Center, Skeleton, Text } from '@pulse/ui';
import type { DailyCounts } from '../api/types';
import type { DailyOutcomesChart } from './daily-outcomes-chart';

type ChartModule = { DailyOutcomesChart: typeof DailyOutcomesChart };

let chartModule: Promise<ChartModule> | undefined;
/** The chart's module once downloaded, for a synchronous render. */
let loadedChart: ChartModule | undefined;

/** Starts downloading the chart's chunk (once; again after a failure). The page calls it while its data loads. */
export function preloadChart(): Promise<ChartModule> {
  chartModule ??= import('./daily-outcomes-chart').then(
    (m) => (loadedChart = m),
    (err: unknown) => {
      chartModule = undefined;
      throw err;
    },
  );
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

export interface LazyDailyOutcomesChartProps {
  daily: DailyCounts[];
  /** Height of the chart and of its placeholder, px. */
  height: number;
}

/**
 * The chart from its own chunk (visx included): a skeleton of its height until the chunk is there,
 * a note instead of an error page if it cannot be downloaded. Rendered by a state update rather
 * than through Suspense, whose reveal React 19 holds back for up to 300 ms after the skeleton showed
 * (docs/adr/0033-remote-pages-without-suspense.md); a chunk already
 * downloaded renders in the first render.
 */
export function LazyDailyOutcomesChart({ daily, height }: LazyDailyOutcomesChartProps) {
  const [chart, setChart] = useState<ChartModule | 'failed' | undefined>(loadedChart);
  useEffect(() => {
    if (chart) return;
    let mounted = true;
    preloadChart().then(
      (m) => mounted && setChart(m),
      () => mounted && setChart('failed'),
    );
    return () => {
      mounted = false;
    };
  }, [chart]);
  if (chart === 'failed') return <ChartUnavailable />;
  if (!chart) return <Skeleton height={`${height}px`} borderRadius="l2" />;
  return <chart.DailyOutcomesChart daily={daily} height={height} />;
}
