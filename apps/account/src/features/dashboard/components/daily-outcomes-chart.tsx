/**
 * The chosen month's daily lookups by outcome as stacked bars, drawn with visx (d3 scales + SVG, ~25 KB
 * gzip, versus ~110 KB for recharts) and themed with the Chakra tokens. Loaded lazily (its own chunk) so
 * the tiles and tables render without waiting for it. Purely visual: the panel gives the same data as a
 * text alternative (daily-outcomes-table.tsx).
 */
import { useState } from 'react';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStack } from '@visx/shape';
import type { DailyCounts, OutcomeKey } from '../api/types';
import { OUTCOMES, cssColorVar } from '../utils/outcomes';
import { countTicks, dayOfMonth } from '../utils/daily';
import { ChartLegend } from './chart-legend';
import { ChartTooltip } from './chart-tooltip';

export interface DailyOutcomesChartProps {
  daily: DailyCounts[];
  height?: number;
}

const MARGIN = { top: 8, right: 8, bottom: 24, left: 40 };
const KEYS: OutcomeKey[] = OUTCOMES.map((o) => o.key);
const COLORS = Object.fromEntries(
  OUTCOMES.map((o) => [o.key, cssColorVar(o.chartColor)]),
) as Record<OutcomeKey, string>;
const tickLabel = { fill: cssColorVar('fg.muted'), fontSize: 11, fontFamily: 'inherit' } as const;

interface PlotProps {
  daily: DailyCounts[];
  width: number;
  height: number;
}

function Plot({ daily, width, height }: PlotProps) {
  const [hover, setHover] = useState<{ day: DailyCounts; x: number } | null>(null);
  const innerWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const maxTotal = Math.max(1, ...daily.map((d) => KEYS.reduce((s, k) => s + d[k], 0)));
  const yTicks = countTicks(maxTotal);
  const xScale = scaleBand<string>({
    domain: daily.map((d) => d.date),
    range: [0, innerWidth],
    padding: 0.25,
  });
  const yScale = scaleLinear<number>({
    domain: [0, yTicks[yTicks.length - 1] ?? maxTotal],
    range: [innerHeight, 0],
  });
  const everyNth = Math.max(1, Math.ceil(daily.length / Math.max(1, Math.floor(innerWidth / 28))));

  return (
    <div style={{ position: 'relative' }} onMouseLeave={() => setHover(null)}>
      <svg width={width} height={height} aria-hidden="true" focusable="false">
        <Group left={MARGIN.left} top={MARGIN.top}>
          {yTicks.map((t) => (
            <line
              key={t}
              x1={0}
              x2={innerWidth}
              y1={yScale(t)}
              y2={yScale(t)}
              stroke={cssColorVar('border')}
              strokeDasharray="3 3"
            />
          ))}
          <BarStack<DailyCounts, OutcomeKey>
            data={daily}
            keys={KEYS}
            x={(d) => d.date}
            xScale={xScale}
            yScale={yScale}
            color={(key) => COLORS[key]}
          >
            {(stacks) =>
              stacks.flatMap((stack) =>
                stack.bars
                  .filter((bar) => bar.height > 0)
                  .map((bar) => (
                    <rect
                      key={`${stack.key}-${bar.index}`}
                      x={bar.x}
                      y={bar.y}
                      width={bar.width}
                      height={bar.height}
                      fill={bar.color}
                    />
                  )),
              )
            }
          </BarStack>
          {/* Hover targets: the whole column of each day, empty days included. */}
          {daily.map((d) => {
            const x = (xScale(d.date) ?? 0) - (xScale.step() - xScale.bandwidth()) / 2;
            return (
              <rect
                key={d.date}
                x={x}
                y={0}
                width={xScale.step()}
                height={innerHeight}
                fill={hover?.day.date === d.date ? cssColorVar('fg') : 'transparent'}
                fillOpacity={0.06}
                onMouseMove={() => setHover({ day: d, x: MARGIN.left + x + xScale.step() / 2 })}
              />
            );
          })}
          <AxisLeft
            scale={yScale}
            tickValues={yTicks}
            hideAxisLine
            hideTicks
            tickFormat={(v) => String(v)}
            tickLabelProps={() => ({ ...tickLabel, textAnchor: 'end', dx: -4, dy: 3 })}
          />
          <AxisBottom
            top={innerHeight}
            scale={xScale}
            hideTicks
            stroke={cssColorVar('border')}
            tickValues={daily.filter((_, i) => i % everyNth === 0).map((d) => d.date)}
            tickFormat={(date) => dayOfMonth(date)}
            tickLabelProps={() => ({ ...tickLabel, textAnchor: 'middle' })}
          />
        </Group>
      </svg>
      {hover ? <ChartTooltip day={hover.day} left={hover.x} containerWidth={width} /> : null}
    </div>
  );
}

export function DailyOutcomesChart({ daily, height = 260 }: DailyOutcomesChartProps) {
  return (
    <>
      <ParentSize debounceTime={50} style={{ height }}>
        {({ width }) => (width > 0 ? <Plot daily={daily} width={width} height={height} /> : null)}
      </ParentSize>
      <ChartLegend />
    </>
  );
}
