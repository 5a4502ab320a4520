import type { ListFieldChange, ListUpdate } from '@pulse/api-client';
import { formatCount } from '@pulse/ui';

export { SOURCE_NAMES } from '../../../lib/list-sources';

/** The labels of the compared fields. */
export const FIELD_LABELS: Record<ListFieldChange['field'], string> = {
  name: 'Name',
  aliases: 'Aliases',
  datesOfBirth: 'Dates of birth',
  programs: 'Programs',
  nationalities: 'Nationalities',
  entityType: 'Entity type',
};

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

/** A field's value as text: lists joined with "; ", aliases with their kind, empty as "none". */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value
      .map((v) =>
        typeof v === 'object' && v !== null && 'name' in v
          ? `${String((v as { name: unknown }).name)} (${String((v as { kind?: unknown }).kind ?? '')})`
          : String(v),
      )
      .join('; ');
  }
  return String(value);
}
