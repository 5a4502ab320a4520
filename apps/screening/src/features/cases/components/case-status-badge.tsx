import type { CaseStatus } from '@pulse/api-client';
import { Badge } from '@pulse/ui';
import { STATUS_BADGES } from '../utils/format';

/** A case's status as a coloured badge. */
export function CaseStatusBadge({ status }: { status: CaseStatus }) {
  const badge = STATUS_BADGES[status] ?? { label: status, palette: 'gray' };
  return <Badge colorPalette={badge.palette}>{badge.label}</Badge>;
}
