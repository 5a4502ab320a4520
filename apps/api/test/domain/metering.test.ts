// Unit tests of the billing arithmetic, months, reference ids and list cursors.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CATALOG, parseCatalogValue } from '../../src/domain/catalog.js';
import {
  billingLine,
  billingTotals,
  freeLeft,
  nextPool,
  NO_USAGE,
} from '../../src/domain/metering.js';
import {
  addMonths,
  daysOf,
  lastDayOf,
  monthOf,
  monthsBetweenDesc,
} from '../../src/domain/month.js';
import { base32, generateReferenceId, maskApiKey } from '../../src/lib/reference-id.js';
import { decodeCursor, encodeCursor } from '../../src/lib/cursor.js';
import { must } from '../helpers/clients.js';

describe('metering math', () => {
  it('takes free calls first, then paid, then none', () => {
    expect(nextPool(100, 0, 0)).toBe('free');
    expect(nextPool(100, 99, 5)).toBe('free');
    expect(nextPool(100, 100, 5)).toBe('paid');
    expect(nextPool(0, 0, 1)).toBe('paid');
    expect(nextPool(100, 100, 0)).toBeNull();
    expect(freeLeft(100, 30)).toBe(70);
    expect(freeLeft(50, 60)).toBe(0); // allowance lowered mid-month
  });

  it('bills paid calls at the price recorded when they were made, in cents', () => {
    const ip = must(DEFAULT_CATALOG.find((s) => s.key === 'ipLookup'));
    const phone = must(DEFAULT_CATALOG.find((s) => s.key === 'phoneLookup'));
    const a = billingLine(ip, { freeUsed: 100, paidUsed: 37, paidCostCents: 37 }, 463);
    const b = billingLine(phone, { freeUsed: 12, paidUsed: 0, paidCostCents: 0 }, 0);
    expect(a).toEqual({
      id: 'ipLookup',
      name: 'IP Lookup',
      freeCallsAvailable: 0,
      freeCallsUsed: 100,
      paidCallsAvailable: 463,
      paidCallsUsed: 37,
      costPerCall: 1,
      totalServiceCost: 37,
    });
    expect(b.freeCallsAvailable).toBe(88);
    expect(billingTotals([a, b])).toEqual({ totalRequests: 149, totalCost: 37 });
    expect(billingTotals([billingLine(ip, NO_USAGE, 0)])).toEqual({
      totalRequests: 0,
      totalCost: 0,
    });
  });

  it('has the docs/architecture.md §5 catalog', () => {
    expect(
      DEFAULT_CATALOG.map((s) => [s.key, s.freeCallsPerMonth, s.costPerCallCents, s.topUpMinimum]),
    ).toEqual([
      ['emailLookup', 100, 2, 500],
      ['phoneLookup', 100, 3, 500],
      ['ipLookup', 100, 1, 500],
      ['addressLookup', 50, 5, 500],
      ['binLookup', 500, 1, 25000],
      ['amlPerson', 25, 20, 500],
      ['amlBusiness', 25, 20, 500],
      ['fraudEngine', 0, 50, null],
    ]);
  });

  it('parses operator catalog values', () => {
    expect(parseCatalogValue('costPerCallCents', '7')).toBe(7);
    expect(parseCatalogValue('topUpMinimum', 'none')).toBeNull();
    expect(parseCatalogValue('category', 'none')).toBeNull();
    expect(() => parseCatalogValue('freeCallsPerMonth', '-1')).toThrow('whole number');
    expect(() => parseCatalogValue('costPerCallCents', '0.02')).toThrow('whole number');
    expect(() => parseCatalogValue('displayName', ' ')).toThrow('empty');
  });
});

describe('months (UTC)', () => {
  it('computes months, days and billing dates', () => {
    expect(monthOf(new Date('2026-03-31T23:59:59.999Z'))).toBe('2026-03');
    expect(lastDayOf('2024-02')).toBe('2024-02-29');
    expect(lastDayOf('2026-12')).toBe('2026-12-31');
    expect(daysOf('2026-02')).toHaveLength(28);
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(monthsBetweenDesc('2025-11', '2026-02')).toEqual([
      '2026-02',
      '2026-01',
      '2025-12',
      '2025-11',
    ]);
    expect(monthsBetweenDesc('2026-03', '2026-02')).toEqual([]);
  });
});

describe('reference ids and cursors', () => {
  it('generates unguessable, well-formed reference ids', () => {
    const ids = new Set(Array.from({ length: 1000 }, generateReferenceId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^rpt_[a-z2-7]{26}$/);
    expect(base32(Buffer.from('foobar'))).toBe('mzxw6ytboi');
  });

  it('masks keys and round-trips cursors, refusing garbage', () => {
    expect(maskApiKey('pk_live_abcdefghijklmnopqrstuvwxyz')).toBe('pk_live_abcd…wxyz');
    const c = { t: '2026-01-02T03:04:05.678Z', id: '6f1c1f0e-6a53-4b8f-9d0b-6d7d7b1c2a3e' };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    expect(decodeCursor('bm9wZQ')).toBeUndefined();
    expect(decodeCursor('!!!')).toBeUndefined();
  });
});
