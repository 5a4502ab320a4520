/** The outcomes chart as wide as its container (the chunk LazyOutcomesChart downloads). */
import { ParentSize } from '@visx/responsive';
import { OutcomesChart } from './outcomes-chart';
import type { BacktestResult } from '@pulse/api-client';

/** Props of SizedOutcomesChart. */
export interface SizedOutcomesChartProps {
  live: BacktestResult['live'];
  draft: BacktestResult['draft'];
  height: number;
}

/** OutcomesChart measured to its parent's width. */
export function SizedOutcomesChart({ live, draft, height }: SizedOutcomesChartProps) {
  return (
    <div style={{ height }}>
      <ParentSize>
        {({ width }) =>
          width > 0 ? (
            <OutcomesChart live={live} draft={draft} width={width} height={height} />
          ) : null
        }
      </ParentSize>
    </div>
  );
}
