/**
 * Live against draft outcome counts as grouped bars, drawn with visx as the dashboard's chart is.
 * Purely visual and loaded in its own chunk: the results table beside it gives the same numbers.
 */
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { OUTCOMES, outcomeLabel } from '../../../lib/outcomes';
import type { BacktestResult, DecisionOutcome } from '@pulse/api-client';
import { SERIES_COLORS } from './chart-colors';

/** Props of OutcomesChart. */
export interface OutcomesChartProps {
  live: BacktestResult['live'];
  draft: BacktestResult['draft'];
  width: number;
  height: number;
}

const MARGIN = { top: 8, right: 8, bottom: 24, left: 48 };
/**
 * Below this room per outcome (px, a phone's card) the outcome names are turned, with room under
 * the axis for them, so "Suspicious" never runs into its neighbours.
 */
const TURN_BELOW = 64;
const SERIES = ['live', 'draft'] as const;
const tick = { fill: 'var(--chakra-colors-fg-muted)', fontSize: 11, fontFamily: 'inherit' };

/** The chart itself at a given size. */
export function OutcomesChart({ live, draft, width, height }: OutcomesChartProps) {
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const turned = innerWidth / OUTCOMES.length < TURN_BELOW;
  const margin = turned ? { ...MARGIN, bottom: 72 } : MARGIN;
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const max = Math.max(1, ...OUTCOMES.map((o) => Math.max(live[o], draft[o])));
  const outer = scaleBand<DecisionOutcome>({
    domain: [...OUTCOMES],
    range: [0, innerWidth],
    padding: 0.2,
  });
  const inner = scaleBand<(typeof SERIES)[number]>({
    domain: [...SERIES],
    range: [0, outer.bandwidth()],
    padding: 0.1,
  });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerHeight, 0], nice: true });
  const counts = { live, draft };
  return (
    <svg width={width} height={height} aria-hidden="true" focusable="false">
      <Group left={margin.left} top={margin.top}>
        {OUTCOMES.map((outcome) =>
          SERIES.map((series) => {
            const value = counts[series][outcome];
            const barY = y(value);
            return (
              <Bar
                key={`${outcome}-${series}`}
                x={(outer(outcome) ?? 0) + (inner(series) ?? 0)}
                y={barY}
                width={inner.bandwidth()}
                height={innerHeight - barY}
                fill={SERIES_COLORS[series]}
              />
            );
          }),
        )}
        <AxisLeft
          scale={y}
          numTicks={4}
          hideAxisLine
          hideTicks
          tickLabelProps={() => ({ ...tick, textAnchor: 'end', dx: -4, dy: 3 })}
        />
        <AxisBottom
          top={innerHeight}
          scale={outer}
          hideTicks
          tickFormat={(outcome) => outcomeLabel(outcome)}
          stroke="var(--chakra-colors-border)"
          tickLabelProps={() =>
            turned
              ? { ...tick, textAnchor: 'end', angle: -40, dx: '0.6em', dy: '-0.1em' }
              : { ...tick, textAnchor: 'middle' }
          }
        />
      </Group>
    </svg>
  );
}
