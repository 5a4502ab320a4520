import { Box, HStack, Text, formatCount, formatDate } from '@pulse/ui';
import type { DailyCounts } from '../api/types';
import { OUTCOMES } from '../utils/outcomes';
import { dayTotal } from '../utils/daily';

export interface ChartTooltipProps {
  day: DailyCounts;
  /** Center of the hovered bar in the chart's pixels. */
  left: number;
  containerWidth: number;
}

const WIDTH = 168;
const GAP = 12;

/**
 * Hover card of one day: its date, each outcome's count and the total. It sits at the top of the
 * plot beside the hovered bar (right of it, or left near the right edge), so it is never clipped.
 */
export function ChartTooltip({ day, left, containerWidth }: ChartTooltipProps) {
  const x = left + GAP + WIDTH <= containerWidth ? left + GAP : Math.max(0, left - GAP - WIDTH);
  return (
    <Box
      position="absolute"
      left={`${x}px`}
      top="0"
      w={`${WIDTH}px`}
      p="2"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="l2"
      boxShadow="md"
      pointerEvents="none"
      fontSize="xs"
      zIndex="1"
    >
      <Text fontWeight="semibold" mb="1">
        {formatDate(day.date)}
      </Text>
      {OUTCOMES.map((o) => (
        <HStack key={o.key} justify="space-between">
          <HStack gap="1.5">
            <Box w="2" h="2" borderRadius="full" bg={o.chartColor} />
            <Text>{o.label}</Text>
          </HStack>
          <Text fontVariantNumeric="tabular-nums">{formatCount(day[o.key])}</Text>
        </HStack>
      ))}
      <HStack justify="space-between" borderTopWidth="1px" mt="1" pt="1">
        <Text>Total</Text>
        <Text fontWeight="semibold">{formatCount(dayTotal(day))}</Text>
      </HStack>
    </Box>
  );
}
