/**
 * The shape of a list diff (docs/adr/0045-list-diffs.md): what the list import service computes
 * (services/list-diff.ts) and the sanctions repository stores, so both layers share one type.
 */
import type { ListEntry } from '@pulse/engines/aml';

/** The fields compared, in the order they are reported. */
export const DIFF_FIELDS = [
  'name',
  'aliases',
  'datesOfBirth',
  'programs',
  'nationalities',
  'entityType',
] as const;

export type DiffField = (typeof DIFF_FIELDS)[number];

/** The part of a record the diff reads (the repository selects only these from the database). */
export type DiffableRecord = Pick<ListEntry, 'id' | DiffField>;

/** One field's value before and after, in its canonical (sorted) form. */
export interface FieldChange {
  field: DiffField;
  before: unknown;
  after: unknown;
}

export type ChangeKind = 'added' | 'removed' | 'changed';

export interface ListChange {
  entryId: string;
  /** The record's primary name: the new one when added or changed, the old one when removed. */
  name: string;
  kind: ChangeKind;
  /** Changed fields (`changed` only; empty for `added` and `removed`). */
  fields: FieldChange[];
}

export interface ListDiff {
  added: number;
  removed: number;
  changed: number;
  /** Every change, ordered by name then record id (a stable order for paging). */
  changes: ListChange[];
}
