// The list diff (services/list-diff.ts): records matched by id; added, removed and changed counted;
// only the compared fields reported, in canonical form; reordering alone is not a change.
import { emptyEntry, type ListEntry } from '@pulse/engines/aml';
import { describe, expect, it } from 'vitest';
import { changedFields, diffRecords } from '../../src/services/list-diff.js';

const rec = (id: string, name: string, patch: Partial<ListEntry> = {}): ListEntry => ({
  ...emptyEntry('ofac-sdn', id, name, 'individual'),
  ...patch,
});
const dob = (text: string) => ({
  text,
  year: Number(text.slice(-4)),
  month: null,
  day: null,
  yearTo: null,
  approximate: false,
});

describe('diffRecords', () => {
  it('finds added, removed and changed records, ordered by name then id', () => {
    const before = [rec('1', 'ZED'), rec('2', 'BOB', { programs: ['SDGT'] }), rec('3', 'AL')];
    const after = [rec('2', 'BOB', { programs: ['SDGT', 'IRAN'] }), rec('3', 'AL'), rec('4', 'CY')];
    const d = diffRecords(before, after);
    expect({ added: d.added, removed: d.removed, changed: d.changed }).toEqual({
      added: 1,
      removed: 1,
      changed: 1,
    });
    expect(d.changes).toEqual([
      {
        entryId: 'ofac-sdn:2',
        name: 'BOB',
        kind: 'changed',
        fields: [{ field: 'programs', before: ['SDGT'], after: ['IRAN', 'SDGT'] }],
      },
      { entryId: 'ofac-sdn:4', name: 'CY', kind: 'added', fields: [] },
      { entryId: 'ofac-sdn:1', name: 'ZED', kind: 'removed', fields: [] },
    ]);
  });

  it('reports nothing for the same list in another order with reordered aliases and programs', () => {
    const a = rec('1', 'A', {
      aliases: [
        { name: 'X', kind: 'aka' },
        { name: 'Y', kind: 'fka' },
      ],
      programs: ['B', 'A'],
      datesOfBirth: [dob('1960'), dob('1961')],
    });
    const b = {
      ...a,
      aliases: [...a.aliases].reverse(),
      programs: ['A', 'B'],
      datesOfBirth: [...a.datesOfBirth].reverse(),
      // Not compared: a change here is not reported.
      remarks: 'new remark',
    };
    expect(diffRecords([a, rec('2', 'B')], [rec('2', 'B'), b]).changes).toEqual([]);
  });

  it('reports each changed field with canonical before and after values', () => {
    const a = rec('1', 'OLD', {
      aliases: [{ name: 'X', kind: 'aka' }],
      datesOfBirth: [dob('1960')],
      nationalities: ['Iran'],
    });
    const b = rec('1', 'NEW', {
      aliases: [{ name: 'X', kind: 'fka' }],
      datesOfBirth: [dob('1961'), dob('1960')],
      nationalities: ['Iran'],
      entityType: 'entity',
    });
    expect(changedFields(a, b)).toEqual([
      { field: 'name', before: 'OLD', after: 'NEW' },
      {
        field: 'aliases',
        before: [{ name: 'X', kind: 'aka' }],
        after: [{ name: 'X', kind: 'fka' }],
      },
      { field: 'datesOfBirth', before: ['1960'], after: ['1960', '1961'] },
      { field: 'entityType', before: 'individual', after: 'entity' },
    ]);
  });

  it('counts a record whose id appears twice once', () => {
    const d = diffRecords([], [rec('1', 'A'), rec('1', 'A again')]);
    expect(d.added).toBe(1);
    expect(d.changes).toEqual([{ entryId: 'ofac-sdn:1', name: 'A', kind: 'added', fields: [] }]);
  });
});
