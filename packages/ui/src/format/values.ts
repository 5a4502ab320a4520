/** Display rules for report values (spec §9): missing → "N/A", booleans → Yes/No, lists comma-joined. */

/** The text shown for a missing value. */
export const NA = 'N/A';

/** true → "Yes", false → "No" (also the strings "true"/"false", any case); anything else → "N/A". */
export function yesNo(v: unknown): string {
  if (v === true) return 'Yes';
  if (v === false) return 'No';
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (s === 'true') return 'Yes';
    if (s === 'false') return 'No';
  }
  return NA;
}

/**
 * Any value as display text, or "N/A" when missing: null, undefined, blank strings and NaN → "N/A";
 * booleans → Yes/No; arrays → joinList; plain objects → JSON; everything else → String(v).
 */
export function orNA(v: unknown): string {
  if (v === null || v === undefined) return NA;
  if (typeof v === 'string') return v.trim() === '' ? NA : v;
  if (typeof v === 'number') return Number.isNaN(v) ? NA : String(v);
  if (typeof v === 'boolean') return yesNo(v);
  if (Array.isArray(v)) return joinList(v);
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? NA : v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** Items joined with ", " (missing and blank items skipped), or "N/A" when nothing is left. */
export function joinList(list: readonly unknown[] | null | undefined): string {
  if (!Array.isArray(list)) return NA;
  const items = list
    .filter((x) => x !== null && x !== undefined && !(typeof x === 'string' && x.trim() === ''))
    .map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x)));
  return items.length === 0 ? NA : items.join(', ');
}

/**
 * A field key split into capitalised words for the Report Input card:
 * "firstName" → "First Name", "ip_address" → "Ip Address", "dateOfBirth" → "Date Of Birth",
 * "IPAddress" → "IP Address".
 */
export function splitFieldName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}
