import { describe, expect, it } from 'vitest';
import { last30Days } from './period';

describe('last30Days', () => {
  it('is today and the 29 UTC days before, both included', () => {
    expect(last30Days(new Date('2026-12-04T23:30:00.000Z'))).toEqual({
      from: '2026-11-05',
      to: '2026-12-04',
    });
  });
});
