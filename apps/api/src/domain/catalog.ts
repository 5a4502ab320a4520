/**
 * The service catalog as the API uses it. The facts (names, paths, answer keys, categories, prices,
 * free calls, minimums) live in `@pulse/catalog`; the API seeds its `services` table from them at
 * every start (missing rows only) and an operator edits the stored rows with `cli catalog set`, so
 * metering and the answers read the stored row, falling back to the package's entry.
 */
import { CATALOG, type CatalogEntry } from '@pulse/catalog';

/** The rows the API seeds into its `services` table, in display order. */
export const DEFAULT_CATALOG: readonly CatalogEntry[] = CATALOG;

/** Catalog fields an operator may set with `cli catalog set <service> <field> <value>`. */
export const EDITABLE_FIELDS = {
  displayName: 'text',
  category: 'text-or-none',
  freeCallsPerMonth: 'count',
  costPerCallCents: 'count',
  topUpMinimum: 'count-or-none',
  sortOrder: 'count',
} as const;

export type EditableField = keyof typeof EDITABLE_FIELDS;

/**
 * Parses an operator's value for a catalog field.
 * @throws Error with a plain message for a bad value
 */
export function parseCatalogValue(field: EditableField, raw: string): string | number | null {
  const kind = EDITABLE_FIELDS[field];
  const none = raw === 'none' || raw === 'null' || raw === '';
  if (kind === 'text') {
    if (!raw.trim()) throw new Error(`${field} cannot be empty`);
    return raw.trim();
  }
  if (kind === 'text-or-none') return none ? null : raw.trim();
  if (kind === 'count-or-none' && none) return null;
  if (!/^\d{1,9}$/.test(raw))
    throw new Error(`${field} must be a whole number >= 0 (got "${raw}")`);
  const n = Number(raw);
  if (field === 'topUpMinimum' && n === 0) throw new Error('topUpMinimum must be > 0 or "none"');
  return n;
}
