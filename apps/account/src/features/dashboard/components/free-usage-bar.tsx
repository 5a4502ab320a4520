import { Text, formatCount } from '@pulse/ui';
import { Progress } from '@pulse/ui/data';
import { usageOf } from '../utils/usage';

export interface FreeUsageBarProps {
  serviceName: string;
  freeUsed: number | null;
  freeLimit: number | null;
}

/**
 * This month's free calls used against the free allowance, as an accessible progress bar
 * (role progressbar, aria-valuenow/min/max and a text value). Nothing when the service has no allowance.
 */
export function FreeUsageBar({ serviceName, freeUsed, freeLimit }: FreeUsageBarProps) {
  const usage = usageOf(freeUsed, freeLimit);
  if (!usage) return null;
  const text = `${formatCount(usage.used)} of ${formatCount(usage.limit)} free calls used`;
  return (
    <Progress.Root
      value={usage.used}
      max={usage.limit}
      size="xs"
      colorPalette={usage.exhausted ? 'orange' : 'brand'}
      mt="1.5"
      minW="8rem"
      maxW="12rem"
    >
      <Progress.Track aria-label={`${serviceName} free calls used`} aria-valuetext={text}>
        <Progress.Range />
      </Progress.Track>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {text}
      </Text>
    </Progress.Root>
  );
}
