import { describe, expect, it } from 'vitest';
import { ageInDays, sourceRows } from './staleness';

const now = new Date('2026-11-23T12:00:00Z');

describe('data source staleness', () => {
  it('counts whole days since the data date', () => {
    expect(ageInDays('2026-11-23', now)).toBe(0);
    expect(ageInDays('2026-11-16', now)).toBe(7);
    expect(ageInDays('2027-01-01', now)).toBe(0);
  });
  it('flags a list older than its kind allows, sanctions first', () => {
    const rows = sourceRows(
      {
        sanctions: [
          {
            source: 'ofac-sdn',
            name: 'OFAC SDN List',
            version: 2,
            records: 16532,
            file: 'sdn.csv',
            importedAt: '2026-11-23T10:00:00Z',
            dataDate: '2026-11-01',
          },
        ],
        datasets: [
          {
            kind: 'tor',
            version: 1,
            rows: 2277,
            source: 'x',
            importedAt: '2026-11-23T10:00:00Z',
            dataDate: '2026-11-10',
          },
          {
            kind: 'bin',
            version: 1,
            rows: 5805,
            source: 'y',
            importedAt: '2026-11-23T10:00:00Z',
            dataDate: '2026-01-01',
          },
        ],
      },
      now,
    );
    expect(rows.map((r) => [r.name, r.ageDays, r.stale])).toEqual([
      ['OFAC SDN List', 22, false],
      ['Tor exit relays', 13, true],
      ['BIN table', 326, false],
    ]);
  });
});
