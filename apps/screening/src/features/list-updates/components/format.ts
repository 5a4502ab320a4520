import type { ListUpdate } from '@pulse/api-client';
import { formatCount } from '@pulse/ui';

export { FIELD_LABELS, SOURCE_NAMES, valueText } from '../../../lib/list-sources';

/** "2 added · 3 removed · 4 changed", or the baseline's "First import: 1,003 entries". */
export function countsText(
  u: Pick<ListUpdate, 'baseline' | 'records' | 'added' | 'removed' | 'changed'>,
): string {
  if (u.baseline) return `First import: ${formatCount(u.records)} entries`;
  return `${formatCount(u.added)} added · ${formatCount(u.removed)} removed · ${formatCount(u.changed)} changed`;
}

/** "Version 1 → 2", or "Version 1" for a baseline. */
export function versionsText(u: Pick<ListUpdate, 'fromVersion' | 'toVersion'>): string {
  return u.fromVersion === null
    ? `Version ${u.toVersion}`
    : `Version ${u.fromVersion} → ${u.toVersion}`;
}
