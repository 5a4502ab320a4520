import type { BatchPreview } from '@pulse/api-client';
import { callsText, rowsText } from '../../../lib/batches';
import { formatCount } from '@pulse/ui';

/** The preview figures the summary reads. */
type PreviewFigures = Pick<
  BatchPreview,
  'rowCount' | 'rowsToScreen' | 'rowsRefused' | 'cost' | 'callsLeft'
>;

/**
 * The preview's summary, the rows to screen apart from the refused ones, which are not charged:
 * "3,000 rows: 2,958 to screen, 42 refused · costs 2,958 calls · 250 calls left"; in test mode (no
 * calls left to count, nothing charged) "… · test mode, no calls charged".
 */
export function costLine(preview: PreviewFigures): string {
  const refused =
    preview.rowsRefused === 0 ? 'none refused' : `${formatCount(preview.rowsRefused)} refused`;
  const rows = `${rowsText(preview.rowCount)}: ${formatCount(preview.rowsToScreen)} to screen, ${refused}`;
  if (preview.callsLeft === null) return `${rows} · test mode, no calls charged`;
  return `${rows} · costs ${callsText(preview.cost)} · ${formatCount(preview.callsLeft)} calls left`;
}

/**
 * Why some rows are refused, when some are: "42 rows break the lookup's rules (see their errors
 * above in the first rows, all of them in the results): they are not screened and not charged."
 * @returns null when every row is screened
 */
export function refusedLine(preview: Pick<BatchPreview, 'rowsRefused'>): string | null {
  if (preview.rowsRefused === 0) return null;
  const rows =
    preview.rowsRefused === 1 ? '1 row breaks' : `${formatCount(preview.rowsRefused)} rows break`;
  return `${rows} the lookup's rules (the first rows show their errors, the results list them all): not screened, not charged.`;
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
