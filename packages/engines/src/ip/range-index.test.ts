import { describe, expect, it } from 'vitest';
import { parseCidr, parseIp, parseIPv4, formatIPv4 } from './address.js';
import { IpRangeMap, IpRangeSet } from './range-index.js';

const r = (s: string) => {
  const x = parseCidr(s);
  if (!x) throw new Error(s);
  return x;
};
const ip = (s: string) => {
  const x = parseIp(s);
  if (!x) throw new Error(s);
  return x;
};

describe('IP parsing', () => {
  it('parses strict dotted quads', () => {
    expect(parseIPv4('8.8.8.8')).toBe(0x08080808);
    expect(parseIPv4('255.255.255.255')).toBe(0xffffffff);
    for (const bad of ['256.1.1.1', '1.2.3', '1.2.3.4.5', '01.2.3.4', '1.2.3.4 ', 'a.b.c.d', ''])
      expect(parseIPv4(bad)).toBe(-1);
    expect(formatIPv4(0xc0a80001)).toBe('192.168.0.1');
  });
  it('parses IPv6 and unwraps IPv4-mapped addresses', () => {
    expect(ip('2001:db8::1').version).toBe(6);
    expect(ip('::ffff:8.8.8.8')).toEqual({ version: 4, value: 0x08080808, text: '8.8.8.8' });
    expect(parseIp('2001:db8::1%eth0')).toBeNull();
    expect(parseIp('nonsense')).toBeNull();
  });
  it('parses CIDRs to inclusive ranges', () => {
    expect(r('10.0.0.0/8')).toEqual({ version: 4, start: 0x0a000000, end: 0x0affffff });
    expect(r('10.1.2.3/8')).toEqual({ version: 4, start: 0x0a000000, end: 0x0affffff });
    expect(r('1.2.3.4')).toEqual({ version: 4, start: 0x01020304, end: 0x01020304 });
    expect(r('0.0.0.0/0')).toEqual({ version: 4, start: 0, end: 0xffffffff });
    const v6 = r('2001:db8::/32');
    if (v6.version !== 6) throw new Error('expected IPv6');
    expect(v6.end - v6.start).toBe((1n << 96n) - 1n);
    expect(parseCidr('1.2.3.0/33')).toBeNull();
    expect(parseCidr('1.2.3.0/')).toBeNull();
  });
});

describe('IpRangeSet', () => {
  it('merges overlapping and adjacent ranges and answers by binary search', () => {
    const set = new IpRangeSet([
      r('10.0.0.0/24'),
      r('10.0.1.0/24'),
      r('10.0.0.128/25'),
      r('192.168.0.0/16'),
      r('2001:db8::/48'),
    ]);
    expect(set.inputCount).toBe(5);
    expect(set.size).toBe(3); // 10.0.0.0–10.0.1.255, 192.168/16, the IPv6 /48
    for (const hit of [
      '10.0.0.0',
      '10.0.1.255',
      '192.168.255.255',
      '2001:db8::1',
      '2001:db8:0:ffff::1',
    ])
      expect(set.has(ip(hit))).toBe(true);
    for (const miss of ['9.255.255.255', '10.0.2.0', '192.169.0.0', '2001:db8:1::1', '::1'])
      expect(set.has(ip(miss))).toBe(false);
  });
  it('handles an empty set', () => {
    expect(new IpRangeSet([]).has(ip('1.1.1.1'))).toBe(false);
  });
});

describe('IpRangeMap', () => {
  it('returns the value of the containing range and clips overlaps', () => {
    const map = new IpRangeMap<string>([
      [r('8.8.8.0/24'), 'google'],
      [r('1.0.0.0/24'), 'cloudflare'],
      [r('8.8.8.128/25'), 'overlap'],
      [r('2001:4860::/32'), 'google6'],
    ]);
    expect(map.get(ip('8.8.8.8'))).toBe('google');
    expect(map.get(ip('8.8.8.200'))).toBe('google');
    expect(map.get(ip('1.0.0.1'))).toBe('cloudflare');
    expect(map.get(ip('1.0.1.1'))).toBeUndefined();
    expect(map.get(ip('2001:4860:4860::8888'))).toBe('google6');
  });
});
