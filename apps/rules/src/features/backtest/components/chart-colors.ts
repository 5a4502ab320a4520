/**
 * The colours of the backtest chart's two series (Chakra tokens as CSS variables, so the chart
 * follows the theme). Apart from the chart so the legend does not pull visx into the page's chunk.
 */
export const SERIES_COLORS = {
  live: 'var(--chakra-colors-gray-400)',
  draft: 'var(--chakra-colors-teal-500)',
} as const;
