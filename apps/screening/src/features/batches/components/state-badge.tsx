import type { BatchState } from '@pulse/api-client';
import { Badge } from '@pulse/ui';
import { STATE_BADGES } from '../../../lib/batches';

/** A batch's state as a badge: Queued, Running, Paused, Cancelled, Done, Failed (or Preview). */
export function StateBadge({ state }: { state: BatchState }) {
  const badge = STATE_BADGES[state];
  return (
    <Badge colorPalette={badge.palette} variant="subtle" size="md" data-state={state}>
      {badge.label}
    </Badge>
  );
}
