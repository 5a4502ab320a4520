/** The outcomes chart from its own chunk (visx included), the width of its container. */
import { Center, Skeleton, Text } from '@pulse/ui';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import type { BacktestResult } from '@pulse/api-client';

const chart = lazyModule(() => import('./sized-outcomes-chart'));

/** Props of LazyOutcomesChart. */
export interface LazyOutcomesChartProps {
  live: BacktestResult['live'];
  draft: BacktestResult['draft'];
  /** Height of the chart and of its placeholder, px. */
  height: number;
}

/** A skeleton until the chart's chunk is there; a note if it cannot be downloaded. */
export function LazyOutcomesChart({ live, draft, height }: LazyOutcomesChartProps) {
  const module = useLazyModule(chart);
  if (module === 'failed') {
    return (
      <Center py="10">
        <Text fontSize="sm" color="fg.muted">
          The chart could not be loaded.
        </Text>
      </Center>
    );
  }
  if (!module) return <Skeleton height={`${height}px`} borderRadius="l2" />;
  return <module.SizedOutcomesChart live={live} draft={draft} height={height} />;
}
