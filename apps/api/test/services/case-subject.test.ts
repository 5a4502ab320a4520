// The pure rules of case review (services/cases/subject.ts): the
// subject key a false positive is remembered by, the entry key OFAC's two files share, and the
// fingerprint that a list update to an entry's matching fields changes.
import type { ListEntry } from '@pulse/engines/aml';
import { describe, expect, it } from 'vitest';
import { entryFingerprint, subjectKey, memoryKey } from '../../src/services/cases/subject.js';

const record = (over: Partial<ListEntry> = {}): ListEntry =>
  ({
    id: 'un:QDi.1',
    source: 'un',
    sourceId: 'QDi.1',
    name: 'Ivor Brannigan',
    aliases: [
      { name: 'I. Brannigan', kind: 'aka' },
      { name: 'Ivo Brannigan', kind: 'aka' },
    ],
    datesOfBirth: [
      { text: '1970-01-01', year: 1970, month: 1, day: 1, yearTo: null, approximate: false },
    ],
    programs: ['A', 'B'],
    addresses: ['Somewhere'],
    ...over,
  }) as ListEntry;

describe('case subject rules', () => {
  it('keys a subject by its normalised name and date of birth', () => {
    expect(subjectKey('person', 'Ivor Brannigan', '1970-01-01')).toBe(
      subjectKey('person', '  BRANNIGAN   ivor ', '1970-01-01'),
    );
    expect(subjectKey('person', 'Ivor Brannigan', '1970-01-01')).not.toBe(
      subjectKey('person', 'Ivor Brannigan', '1971-01-01'),
    );
    expect(subjectKey('person', 'Ivor Brannigan')).not.toBe(
      subjectKey('person', 'Ivor Brannigan', '1970-01-01'),
    );
    expect(subjectKey('business', 'Acme Trading')).toMatch(/^business\|/);
  });

  it("counts OFAC's SDN and consolidated files as one entry, other sources apart", () => {
    expect(memoryKey('ofac-sdn:18299')).toBe(memoryKey('ofac-consolidated:18299'));
    expect(memoryKey('un:QDi.1')).toBe('un:QDi.1');
    expect(memoryKey('eu:1')).not.toBe(memoryKey('uk:1'));
  });

  it('fingerprints the matching fields only, in any order', () => {
    const base = entryFingerprint(record());
    expect(base).toMatch(/^[0-9a-f]{64}$/);
    const reordered = record({
      aliases: [
        { name: 'Ivo Brannigan', kind: 'aka' },
        { name: 'I. Brannigan', kind: 'weak' },
      ],
      programs: ['B', 'A'],
      addresses: ['Elsewhere'],
    });
    expect(entryFingerprint(reordered)).toBe(base);
    expect(entryFingerprint(record({ name: 'Ivor Branigan' }))).not.toBe(base);
    expect(entryFingerprint(record({ programs: ['A'] }))).not.toBe(base);
    expect(
      entryFingerprint(
        record({
          datesOfBirth: [
            { text: '1971', year: 1971, month: null, day: null, yearTo: null, approximate: false },
          ],
        }),
      ),
    ).not.toBe(base);
  });
});
