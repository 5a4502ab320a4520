import type { BatchState } from '@pulse/api-client';
import { Badge } from '@pulse/ui';
import { STATE_BADGES } from '../../../lib/batches';

/**
 * A batch's state as a badge: Uploading, Upload interrupted, Preview, Queued, Running, Paused,
 * Cancelled, Done, Failed.
 */
export function StateBadge({ state }: { state: BatchState }) {
  // A state a newer API added reads as its name rather than breaking the list.
  const badge = STATE_BADGES[state] ?? { label: state, palette: 'gray' };
  return (
    <Badge colorPalette={badge.palette} variant="subtle" size="md" data-state={state}>
      {badge.label}
    </Badge>
  );
}
