import { describe, expect, it } from 'vitest';
import type { ApiKey } from '@pulse/api-client';
import { expiryFrom, formatCountdown, liveStatus, parseAllowList } from './format';

const key = (over: Partial<ApiKey>): ApiKey => ({
  id: 'k',
  name: 'n',
  mode: 'live',
  prefix: 'pk_live_abcd',
  createdAt: '2026-11-25T00:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  allowedCidrs: [],
  status: 'active',
  graceEndsAt: null,
  replacedBy: null,
  ...over,
});

describe('api-keys format', () => {
  it('counts down in days, hours, minutes and seconds', () => {
    expect(formatCountdown(7 * 86_400_000)).toBe('7d 0h');
    expect(formatCountdown(86_399_000)).toBe('23h 59m');
    expect(formatCountdown(3_599_000)).toBe('59m 59s');
    expect(formatCountdown(42_000)).toBe('42s');
    expect(formatCountdown(-5)).toBe('0s');
  });

  it('splits the allow-list on commas, spaces and new lines', () => {
    expect(parseAllowList(' 10.0.0.0/8,\n2001:db8::/32  192.0.2.1 ,')).toEqual([
      '10.0.0.0/8',
      '2001:db8::/32',
      '192.0.2.1',
    ]);
  });

  it('computes expiries from the chosen number of days', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    expect(expiryFrom('never', now)).toBeNull();
    expect(expiryFrom('30', now)).toBe('2026-12-25T10:00:00.000Z');
  });

  it('turns an ended grace period into revoked and a passed expiry into expired', () => {
    const now = Date.parse('2026-11-25T10:00:00.000Z');
    expect(liveStatus(key({ status: 'grace', graceEndsAt: '2026-11-25T09:59:59.000Z' }), now)).toBe(
      'revoked',
    );
    expect(liveStatus(key({ status: 'grace', graceEndsAt: '2026-11-25T10:00:01.000Z' }), now)).toBe(
      'grace',
    );
    expect(liveStatus(key({ expiresAt: '2026-11-25T09:00:00.000Z' }), now)).toBe('expired');
  });
});
