import { describe, expect, it } from 'vitest';
import { Decision, worstStatus } from './result.js';
import { ImportError } from './errors.js';
import { query } from './dns.js';
import { countryInfo, countryCode, currencyOf } from './countries.js';

describe('Decision', () => {
  it('keeps the most severe status and lists every fired rule', () => {
    const d = new Decision();
    expect(d.status).toBe('VERIFIED');
    d.fire('SUSPICIOUS', 'a').fire('RISKY', 'b').fire('SUSPICIOUS', 'c').note('d');
    expect(d.status).toBe('RISKY');
    expect(d.reasons).toEqual(['a', 'b', 'c', 'd']);
  });
  it('orders ERROR > DECLINED > RISKY > SUSPICIOUS > VERIFIED', () => {
    expect(worstStatus('DECLINED', 'RISKY')).toBe('DECLINED');
    expect(worstStatus('VERIFIED', 'ERROR')).toBe('ERROR');
    expect(worstStatus('SUSPICIOUS', 'VERIFIED')).toBe('SUSPICIOUS');
  });
});

describe('ImportError', () => {
  it('names the line', () => {
    const e = new ImportError('bad', 7, 'CIDR list');
    expect(e.message).toBe('CIDR list, line 7: bad');
    expect(e.line).toBe(7);
    expect(e).toBeInstanceOf(Error);
  });
});

describe('dns query classification', () => {
  const fail = (code: string) => () => Promise.reject(Object.assign(new Error(code), { code }));
  it('maps node:dns codes', async () => {
    expect(await query(() => Promise.resolve(1), 100)).toEqual({ kind: 'ok', value: 1 });
    expect((await query(fail('ENOTFOUND'), 100)).kind).toBe('nxdomain');
    expect((await query(fail('ENODATA'), 100)).kind).toBe('nodata');
    expect(await query(fail('ECONNREFUSED'), 100)).toEqual({
      kind: 'unreachable',
      code: 'ECONNREFUSED',
    });
  });
  it('times out', async () => {
    const t = Date.now();
    expect(await query(() => new Promise(() => {}), 30)).toEqual({
      kind: 'unreachable',
      code: 'ETIMEOUT',
    });
    expect(Date.now() - t).toBeLessThan(1000);
  });
});

describe('countries', () => {
  it('resolves names, codes and currencies', () => {
    expect(countryInfo('dk')).toEqual({ alpha2: 'DK', name: 'Denmark', numeric: 208 });
    expect(countryInfo('')).toBeNull();
    expect(countryInfo('XX')).toBeNull();
    expect(countryCode('Germany')).toBe('DE');
    expect(countryCode('GBR')).toBe('GB');
    expect(currencyOf('DK')).toBe('DKK');
    expect(currencyOf('US')).toBe('USD');
  });
});
