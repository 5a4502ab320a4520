import { HStack, Text } from '@pulse/ui';
import { formatCount, formatUsd } from '@pulse/ui';
import { priceCents } from '../utils/quantity';

export interface PriceSummaryProps {
  quantity: number | null;
  costPerCall: number | null;
}

/** The price shown before paying: quantity × cost per call, from integer cents. */
export function PriceSummary({ quantity, costPerCall }: PriceSummaryProps) {
  const ready = quantity !== null && quantity > 0 && costPerCall !== null;
  return (
    <HStack
      justify="space-between"
      borderTopWidth="1px"
      pt="3"
      aria-live="polite"
      data-testid="top-up-price"
    >
      <Text color="fg.muted" fontSize="sm">
        {ready ? `${formatCount(quantity)} calls × ${formatUsd(costPerCall)}` : 'Price'}
      </Text>
      <Text
        fontWeight="semibold"
        fontSize="lg"
        fontVariantNumeric="tabular-nums"
        aria-label="Price"
      >
        {ready ? formatUsd(priceCents(quantity, costPerCall)) : formatUsd(0)}
      </Text>
    </HStack>
  );
}
