import { describe, expect, it } from 'vitest';
import { dayBoundary, parseListQuery, toApiParams, toSearchParams } from './list-query';

describe('list query in the URL', () => {
  it('reads filters, size and the cursor stack; drops invalid values', () => {
    const q = parseListQuery(
      new URLSearchParams(
        'status=risky&service=phoneLookup&from=2026-01-01&to=2026-02-30&ref=rpt_1&size=50&after=a&after=b',
      ),
    );
    expect(q).toEqual({
      status: 'RISKY',
      service: 'phoneLookup',
      from: '2026-01-01',
      to: '',
      ref: 'rpt_1',
      sort: 'date',
      order: 'desc',
      size: 50,
      cursors: ['a', 'b'],
    });
    expect(parseListQuery(new URLSearchParams('status=weird&service=nope&size=7'))).toMatchObject({
      status: '',
      service: '',
      size: 20,
    });
  });

  it('writes only what differs from the defaults, round-trip', () => {
    expect(toSearchParams(parseListQuery(new URLSearchParams(''))).toString()).toBe('');
    const s =
      'status=DECLINED&service=ipLookup&from=2026-01-01&ref=x&sort=status&order=asc&size=10&after=c1&after=c2';
    expect(toSearchParams(parseListQuery(new URLSearchParams(s))).toString()).toBe(s);
  });

  it('reads a known sort and order, else the default newest first, and sends them to the API', () => {
    expect(parseListQuery(new URLSearchParams('sort=service&order=asc'))).toMatchObject({
      sort: 'service',
      order: 'asc',
    });
    expect(parseListQuery(new URLSearchParams('sort=id&order=up'))).toMatchObject({
      sort: 'date',
      order: 'desc',
    });
    const filters = { status: '', service: '' as const, from: '', to: '', ref: '' };
    expect(toApiParams({ ...filters, sort: 'status', order: 'asc' })).toMatchObject({
      sort: 'status',
      order: 'asc',
    });
    expect(toApiParams({ ...filters, sort: 'date', order: 'desc' })).toEqual({ limit: 20 });
  });

  it('sends local day boundaries as ISO instants, and the current cursor', () => {
    const p = toApiParams(
      {
        status: 'RISKY',
        service: 'binLookup',
        from: '2026-01-01',
        to: '2026-01-31',
        ref: 'rpt',
        size: 50,
      },
      'cur',
    );
    expect(p).toEqual({
      limit: 50,
      status: 'RISKY',
      service: 'binLookup',
      from: new Date(2026, 0, 1).toISOString(),
      to: new Date(2026, 0, 31, 23, 59, 59, 999).toISOString(),
      referenceId: 'rpt',
      cursor: 'cur',
    });
    expect(toApiParams({ status: '', service: '', from: '', to: '', ref: '' })).toEqual({
      limit: 20,
    });
    expect(dayBoundary('nope', 'start')).toBeUndefined();
  });
});
