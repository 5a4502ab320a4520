import { describe, expect, it } from 'vitest';
import { billingRows } from './billing';
import { countTicks, dailySummary, dayOfMonth, hasNoLookups } from './daily';
import { normalizeAccountSummary, normalizeBillingSummary, normalizeCounts } from './normalize';
import { OUTCOMES, cssColorVar, reportsLinkFor } from './outcomes';
import { usageOf } from './usage';

describe('normalizeCounts', () => {
  it('reads the documented { countDetails, daily } answer, days sorted', () => {
    const out = normalizeCounts({
      countDetails: { verified: 3, declined: 1, suspicious: 2, risky: 4 },
      daily: [
        { date: '2025-01-02', verified: 1, declined: 0, suspicious: 0, risky: 0 },
        { date: '2025-01-01', verified: 2, declined: 1, suspicious: 2, risky: 4 },
      ],
    });
    expect(out.countDetails).toEqual({ verified: 3, declined: 1, suspicious: 2, risky: 4 });
    expect(out.daily.map((d) => d.date)).toEqual(['2025-01-01', '2025-01-02']);
  });

  it('defaults missing counts to 0 and accepts a bare countDetails object', () => {
    expect(normalizeCounts({ verified: 5 }).countDetails).toEqual({
      verified: 5,
      declined: 0,
      suspicious: 0,
      risky: 0,
    });
    expect(normalizeCounts(null)).toEqual({
      countDetails: { verified: 0, declined: 0, suspicious: 0, risky: 0 },
      daily: [],
    });
  });
});

describe('normalizeAccountSummary', () => {
  it('keeps one row per service with counts defaulting to 0', () => {
    const rows = normalizeAccountSummary({
      accountSummary: {
        services: [
          {
            service: 'emailLookup',
            name: 'Email Lookup',
            status: 'Active',
            free: 90,
            paid: 500,
            freeLimit: 100,
            freeUsed: 10,
          },
          { service: 'fraudEngine', name: 'Fraud Engine', status: 'Inactive' },
        ],
      },
    });
    expect(rows).toEqual([
      {
        service: 'emailLookup',
        name: 'Email Lookup',
        status: 'Active',
        free: 90,
        paid: 500,
        freeLimit: 100,
        freeUsed: 10,
      },
      {
        service: 'fraudEngine',
        name: 'Fraud Engine',
        status: 'Inactive',
        free: 0,
        paid: 0,
        freeLimit: null,
        freeUsed: null,
      },
    ]);
    expect(normalizeAccountSummary({})).toEqual([]);
  });
});

describe('billing summary', () => {
  const raw = {
    billingSummary: {
      current: { month: '2025-03', totalCost: 1250, billingDate: '2025-03-31' },
      historical: [
        { month: '2025-02', totalCost: 0, billingDate: '2025-02-28' },
        { month: '2025-01', totalCost: 123456, billingDate: '2025-01-31' },
      ],
    },
  };

  it('formats cents as USD with two decimals and the billing date as DD/MM/YYYY, current first', () => {
    const rows = billingRows(normalizeBillingSummary(raw));
    expect(rows.map((r) => [r.isCurrent, r.monthText, r.amountText, r.dateText])).toEqual([
      [true, 'March 2025', '$12.50', '31/03/2025'],
      [false, 'February 2025', '$0.00', '28/02/2025'],
      [false, 'January 2025', '$1,234.56', '31/01/2025'],
    ]);
  });

  it('never lists the current month twice and copes with a missing summary', () => {
    const dup = normalizeBillingSummary({
      current: { month: '2025-03', totalCost: 1, billingDate: '2025-03-31' },
      historical: [{ month: '2025-03', totalCost: 1, billingDate: '2025-03-31' }],
    });
    expect(billingRows(dup)).toHaveLength(1);
    expect(billingRows(normalizeBillingSummary(undefined))).toEqual([]);
  });
});

describe('outcomes', () => {
  it('lists the four tiles in the spec order, each linking to the filtered reports list', () => {
    expect(OUTCOMES.map((o) => o.title)).toEqual(['VERIFIED', 'DECLINED', 'SUSPICIOUS', 'RISKY']);
    expect(OUTCOMES.map(reportsLinkFor)).toEqual([
      '/reports?status=VERIFIED',
      '/reports?status=DECLINED',
      '/reports?status=SUSPICIOUS',
      '/reports?status=RISKY',
    ]);
    expect(cssColorVar('status.verified')).toBe('var(--chakra-colors-status-verified)');
  });
});

describe('usage and daily helpers', () => {
  it('clamps free usage to the allowance and skips services without one', () => {
    expect(usageOf(10, 100)).toEqual({ used: 10, limit: 100, exhausted: false });
    expect(usageOf(150, 100)).toEqual({ used: 100, limit: 100, exhausted: true });
    expect(usageOf(null, 0)).toBeNull();
    expect(usageOf(3, null)).toBeNull();
  });

  it('summarises the month for the chart text alternative', () => {
    const daily = [
      { date: '2025-01-01', verified: 1, declined: 0, suspicious: 0, risky: 0 },
      { date: '2025-01-07', verified: 2, declined: 1, suspicious: 1, risky: 1 },
    ];
    expect(dayOfMonth('2025-01-07')).toBe('7');
    expect(dailySummary(daily, '2025-01')).toBe(
      'Daily lookups by outcome, January 2025: 6 in all (3 verified, 1 declined, 1 suspicious, 1 risky); busiest day 7 with 5.',
    );
  });
});

describe('chart of counts', () => {
  it('steps the y-axis in whole numbers', () => {
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(0)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(30)).toEqual([0, 10, 20, 30]);
    expect(countTicks(31)).toEqual([0, 10, 20, 30, 40]);
    expect(countTicks(277)).toEqual([0, 100, 200, 300]);
    for (const max of [1, 2, 7, 13, 99, 1234])
      expect(countTicks(max).every(Number.isInteger)).toBe(true);
  });

  it('knows a month without a single lookup', () => {
    const zero = { date: '2026-11-01', verified: 0, declined: 0, suspicious: 0, risky: 0 };
    expect(hasNoLookups([zero, { ...zero, date: '2026-11-02' }])).toBe(true);
    expect(hasNoLookups([zero, { ...zero, risky: 1 }])).toBe(false);
  });
});
