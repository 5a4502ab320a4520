/**
 * The difference between two versions of one sanctions / PEP list (docs/adr/0045-list-diffs.md):
 * which records were added, removed, or changed in the fields a reviewer acts on. Pure and in
 * memory: records are matched by their stable `id` (`${source}:${sourceId}`) in a Map, so the cost
 * is linear in the list size (OFAC SDN, about 18k records, in tens of milliseconds).
 */
import {
  DIFF_FIELDS,
  type DiffableRecord,
  type DiffField,
  type FieldChange,
  type ListChange,
  type ListDiff,
} from '../domain/list-diff.js';

export {
  DIFF_FIELDS,
  type ChangeKind,
  type DiffableRecord,
  type DiffField,
  type FieldChange,
  type ListChange,
  type ListDiff,
} from '../domain/list-diff.js';

/**
 * A field's canonical value: lists sorted and de-duplicated so that a list publishing the same
 * aliases in another order is not reported as a change. Dates of birth are compared as the list
 * states them (`text`), not as parsed, so a parser change alone is not a list change. Aliases keep
 * their kind (an `aka` that becomes an `fka` is a change).
 */
export function canonical(record: DiffableRecord, field: DiffField): unknown {
  switch (field) {
    case 'name':
      return record.name ?? '';
    case 'entityType':
      return record.entityType ?? null;
    case 'aliases': {
      const seen = new Map<string, { name: string; kind: string }>();
      for (const a of record.aliases ?? []) seen.set(`${a.name}\u0000${a.kind}`, a);
      return [...seen.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, a]) => ({ name: a.name, kind: a.kind }));
    }
    case 'datesOfBirth':
      return sortedUnique((record.datesOfBirth ?? []).map((d) => d.text));
    case 'programs':
    case 'nationalities':
      return sortedUnique(record[field] ?? []);
  }
}

function sortedUnique(values: string[]): string[] {
  return [...new Set(values)].sort();
}

/** The fields of `after` that differ from `before`, with both canonical values. */
export function changedFields(before: DiffableRecord, after: DiffableRecord): FieldChange[] {
  const out: FieldChange[] = [];
  for (const field of DIFF_FIELDS) {
    const b = canonical(before, field);
    const a = canonical(after, field);
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push({ field, before: b, after: a });
  }
  return out;
}

/**
 * Compares two versions of one list, matched by record id. A record id that appears twice in one
 * version counts once (the first occurrence, as the matcher keeps the parser's order).
 * @param before the previous version's records (empty for a first import)
 * @param after the new version's records
 * @returns counts and the changes ordered by name, then record id
 */
export function diffRecords(
  before: readonly DiffableRecord[],
  after: readonly DiffableRecord[],
): ListDiff {
  const old = byId(before);
  const now = byId(after);
  const changes: ListChange[] = [];
  let added = 0;
  let removed = 0;
  let changed = 0;
  for (const [id, rec] of now) {
    const prev = old.get(id);
    if (!prev) {
      added++;
      changes.push({ entryId: id, name: rec.name, kind: 'added', fields: [] });
      continue;
    }
    const fields = changedFields(prev, rec);
    if (fields.length > 0) {
      changed++;
      changes.push({ entryId: id, name: rec.name, kind: 'changed', fields });
    }
  }
  for (const [id, rec] of old) {
    if (!now.has(id)) {
      removed++;
      changes.push({ entryId: id, name: rec.name, kind: 'removed', fields: [] });
    }
  }
  changes.sort((a, b) =>
    a.name < b.name
      ? -1
      : a.name > b.name
        ? 1
        : a.entryId < b.entryId
          ? -1
          : a.entryId > b.entryId
            ? 1
            : 0,
  );
  return { added, removed, changed, changes };
}

function byId(records: readonly DiffableRecord[]): Map<string, DiffableRecord> {
  const map = new Map<string, DiffableRecord>();
  for (const r of records) if (!map.has(r.id)) map.set(r.id, r);
  return map;
}
