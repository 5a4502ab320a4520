import type { BatchPreview } from '@pulse/api-client';
import { callsText, rowsText } from '../../../lib/batches';
import { formatCount } from '@pulse/ui';

/**
 * The preview's summary: "1,000 rows · costs 1,000 calls · 250 calls left"; in test mode (no calls
 * left to count, nothing charged) "1,000 rows · test mode, no calls charged".
 */
export function costLine(preview: Pick<BatchPreview, 'rowCount' | 'cost' | 'callsLeft'>): string {
  if (preview.callsLeft === null)
    return `${rowsText(preview.rowCount)} · test mode, no calls charged`;
  return `${rowsText(preview.rowCount)} · costs ${callsText(preview.cost)} · ${formatCount(preview.callsLeft)} calls left`;
}

/** Whether the batch would need more calls than are left (it then pauses when they run out). */
export function exceedsCallsLeft(preview: Pick<BatchPreview, 'cost' | 'callsLeft'>): boolean {
  return preview.callsLeft !== null && preview.cost > preview.callsLeft;
}

/** "Required: f_name and l_name" / "Required: at least one of email, phone". */
export function requiredText(required: BatchPreview['required']): string {
  return 'all' in required
    ? `Required: ${required.all.join(', ')}`
    : `Required: at least one of ${required.any.join(', ')}`;
}

/** The value of the "Ignore" choice of a column's select (a field name never starts with a space). */
export const IGNORE = ' ignore';
