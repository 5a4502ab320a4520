/** The sanctions lists and their entries' fields, as both the list changes and the case review name them. */
import type { ListFieldChange, ListSource } from '@pulse/api-client';

/** The lists' names as the Data sources view shows them. */
export const SOURCE_NAMES: Record<ListSource, string> = {
  'ofac-sdn': 'OFAC SDN',
  'ofac-consolidated': 'OFAC Consolidated',
  un: 'UN Security Council',
  eu: 'EU Consolidated',
  uk: 'UK (OFSI)',
  opensanctions: 'OpenSanctions',
};

/** The list source keys, in the order the filters offer them. */
export const LIST_SOURCES = Object.keys(SOURCE_NAMES) as ListSource[];

/** The labels of the compared fields. */
export const FIELD_LABELS: Record<ListFieldChange['field'], string> = {
  name: 'Name',
  aliases: 'Aliases',
  datesOfBirth: 'Dates of birth',
  programs: 'Programs',
  nationalities: 'Nationalities',
  entityType: 'Entity type',
};

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
