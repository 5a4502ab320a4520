import { Box, HStack, Text } from '@pulse/ui';
import { OUTCOMES } from '../utils/outcomes';

/** The chart's color key: one swatch per outcome. */
export function ChartLegend() {
  return (
    <HStack gap="4" justify="center" wrap="wrap" mt="2" aria-hidden="true">
      {OUTCOMES.map((o) => (
        <HStack key={o.key} gap="1.5">
          <Box w="2.5" h="2.5" borderRadius="full" bg={o.chartColor} />
          <Text fontSize="xs" color="fg.muted">
            {o.label}
          </Text>
        </HStack>
      ))}
    </HStack>
  );
}
