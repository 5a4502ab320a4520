// The period arithmetic of the backtest (src/services/rules/backtest.ts): whole UTC days with
// both ends included, the 366-day bound, and the time slices read at once, which must cover the
// period exactly, without a gap or an overlap.
import { describe, expect, it } from 'vitest';
import { backtestRange, timeSlices } from '../../../src/services/rules/backtest.js';

describe('backtestRange', () => {
  it('covers whole UTC days, both included', () => {
    expect(backtestRange('2026-03-01', '2026-03-01')).toEqual({
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-02T00:00:00Z'),
    });
  });

  it('allows 366 days and refuses 367, a reversed period and a day that does not exist', () => {
    expect(() => backtestRange('2024-01-01', '2024-12-31')).not.toThrow();
    expect(() => backtestRange('2025-01-01', '2026-01-02')).toThrow(/at most 366 days/);
    expect(() => backtestRange('2026-03-02', '2026-03-01')).toThrow(/before/);
    expect(() => backtestRange('2026-02-29', '2026-03-01')).toThrow(/dates/);
  });
});

describe('timeSlices', () => {
  it('cuts the range into consecutive slices that end where the next begins', () => {
    const range = backtestRange('2026-01-01', '2026-01-03');
    for (const n of [1, 2, 3, 7]) {
      const slices = timeSlices(range, n);
      expect(slices).toHaveLength(n);
      expect(slices[0]?.from).toEqual(range.from);
      expect(slices.at(-1)?.to).toEqual(range.to);
      for (let i = 1; i < n; i++) expect(slices[i]?.from).toEqual(slices[i - 1]?.to);
    }
  });
});
