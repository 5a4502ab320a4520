// The pure rules of a monitoring re-screen: which alerts one
// subject's screen against a list update raises, what its stored matches become, the outcome of
// one match, the split of a person's name, and the diff note of a reopened case.
import { describe, expect, it } from 'vitest';
import {
  compareSubject,
  matchDecision,
  splitName,
  type FoundMatch,
  type UpdateEntries,
} from '../../../src/services/monitoring/compare.js';
import { diffNote } from '../../../src/services/monitoring/rescreen.js';
import type { StoredMatch } from '../../../src/repositories/monitoring.js';

const found = (entryId: string, fingerprint: string, score = 0.9): FoundMatch => ({
  entryId,
  fingerprint,
  score,
  decision: 'DECLINED',
  entryName: `NAME ${entryId}`,
  source: 'un',
});
const stored = (entryId: string, fingerprint: string, score = 0.9): StoredMatch => ({
  entryId,
  fingerprint,
  score,
  decision: 'DECLINED',
});
const entries: UpdateEntries = {
  screened: new Set(['un:added', 'un:changed', 'un:renamed']),
  removed: new Set(['un:gone']),
  entry: new Map([
    ['un:gone', { name: 'GONE ENTRY', source: 'un' }],
    ['un:renamed', { name: 'NEW NAME', source: 'un' }],
  ]),
};
const none = () => false;

describe('compareSubject', () => {
  it('raises new_match for an entry found and not stored, and stores it', () => {
    const c = compareSubject([found('un:added', 'f1')], new Map(), entries, none);
    expect(c.alerts).toEqual([
      { kind: 'new_match', entryId: 'un:added', entryName: 'NAME un:added', source: 'un' },
    ]);
    expect(c.upserts).toEqual([stored('un:added', 'f1')]);
    expect(c.raised.map((m) => m.entryId)).toEqual(['un:added']);
  });

  it('raises changed_match for a stored entry found with another fingerprint', () => {
    const c = compareSubject(
      [found('un:changed', 'f2')],
      new Map([['un:changed', stored('un:changed', 'f1')]]),
      entries,
      none,
    );
    expect(c.alerts.map((a) => a.kind)).toEqual(['changed_match']);
    expect(c.upserts).toEqual([stored('un:changed', 'f2')]);
  });

  it('raises nothing for a stored entry found with the same fingerprint; keeps a new score', () => {
    const c = compareSubject(
      [found('un:changed', 'f1', 0.95)],
      new Map([['un:changed', stored('un:changed', 'f1', 0.9)]]),
      entries,
      none,
    );
    expect(c.alerts).toEqual([]);
    expect(c.raised).toEqual([]);
    expect(c.upserts).toEqual([stored('un:changed', 'f1', 0.95)]);
  });

  it('ends a stored match whose entry was removed, or changed and no longer found', () => {
    const c = compareSubject(
      [],
      new Map([
        ['un:gone', stored('un:gone', 'f1')],
        ['un:renamed', stored('un:renamed', 'f1')],
        ['un:untouched', stored('un:untouched', 'f1')],
      ]),
      entries,
      none,
    );
    expect(c.alerts).toEqual([
      { kind: 'match_ended', entryId: 'un:gone', entryName: 'GONE ENTRY', source: 'un' },
      { kind: 'match_ended', entryId: 'un:renamed', entryName: 'NEW NAME', source: 'un' },
    ]);
    expect(c.deletes).toEqual(['un:gone', 'un:renamed']);
  });

  it('raises nothing and changes nothing for an entry remembered as a false positive', () => {
    const c = compareSubject(
      [found('un:changed', 'f1'), found('un:added', 'f9')],
      new Map([['un:changed', stored('un:changed', 'f0')]]),
      entries,
      (m) => m.entryId === 'un:changed',
    );
    expect(c.alerts.map((a) => [a.kind, a.entryId])).toEqual([['new_match', 'un:added']]);
    expect(c.upserts.map((u) => u.entryId)).toEqual(['un:added']);
    expect(c.deletes).toEqual([]);
  });
});

describe('matchDecision', () => {
  it('declines a strong sanctions match, finds a strong PEP risky, anything else suspicious', () => {
    expect(matchDecision('sanction', 0.85)).toBe('DECLINED');
    expect(matchDecision('pep', 0.9)).toBe('RISKY');
    expect(matchDecision('sanction', 0.8)).toBe('SUSPICIOUS');
    expect(matchDecision('other', 0.99)).toBe('SUSPICIOUS');
  });
});

describe('splitName', () => {
  it('takes the last word as the last name; a single word is the first name', () => {
    expect(splitName(' Jean  Marie Dupont ')).toEqual({ f_name: 'Jean Marie', l_name: 'Dupont' });
    expect(splitName('Madonna')).toEqual({ f_name: 'Madonna', l_name: '' });
  });
});

describe('diffNote', () => {
  it('names the list, version and entry, and each field before → after', () => {
    expect(
      diffNote('un', 3, {
        entryId: 'un:X.1',
        name: 'SOMEONE',
        fields: [{ field: 'datesOfBirth', before: ['1960'], after: ['1961'] }],
      }),
    ).toBe(
      'List update (un version 3) changed "SOMEONE" (un:X.1): datesOfBirth: ["1960"] → ["1961"]',
    );
  });
});
