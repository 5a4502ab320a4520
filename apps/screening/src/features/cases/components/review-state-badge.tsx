import type { ReviewState } from '@pulse/api-client';
import { Badge } from '@pulse/ui';
import { REVIEW_STATE_BADGES } from '../utils/format';

/** A case's review state as a coloured badge. */
export function ReviewStateBadge({ state }: { state: ReviewState }) {
  const badge = REVIEW_STATE_BADGES[state] ?? { label: state, palette: 'gray' };
  return <Badge colorPalette={badge.palette}>{badge.label}</Badge>;
}
