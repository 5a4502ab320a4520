import { describe, expect, it } from 'vitest';
import { fuzzyFlag } from '../utils/fuzzy-flag';
import {
  addressBody,
  amlBusinessBody,
  amlPersonBody,
  binBody,
  emailBody,
  ipBody,
  phoneBody,
} from './request-bodies';
import { LOOKUP_ENDPOINTS } from '../../../lib/lookup-endpoints';

describe('fuzzy flag', () => {
  it("sends '2' when fuzzy search is on and '1' when off", () => {
    expect(fuzzyFlag(true)).toBe('2');
    expect(fuzzyFlag(false)).toBe('1');
  });
});

describe('wire bodies', () => {
  it('trims the single values', () => {
    expect(emailBody({ email: ' ada@acme.com ' })).toEqual({ email: 'ada@acme.com' });
    expect(phoneBody({ phone: '+14155552671' })).toEqual({ phone: '+14155552671' });
    expect(ipBody({ ip: '8.8.8.8 ' })).toEqual({ ip: '8.8.8.8' });
    expect(binBody({ bin: '424242' })).toEqual({ bin: '424242' });
  });

  it('sends the address with the current location when known', () => {
    expect(addressBody({ address: 'Main St 1', country: 'US' }, null)).toEqual({
      address: 'Main St 1',
      country: 'US',
    });
    expect(
      addressBody(
        { address: 'Main St 1', country: '' },
        { latitude: 51.5, longitude: -0.12, source: 'browser' },
      ),
    ).toEqual({ address: 'Main St 1', country: '', latitude: 51.5, longitude: -0.12 });
  });

  it('maps the person form to f_name, l_name, dob, gender, fuzzy_amlp', () => {
    expect(
      amlPersonBody({
        firstName: 'Ada',
        lastName: 'Lovelace',
        dob: '1952-10-07',
        gender: 'female',
        fuzzy: true,
      }),
    ).toEqual({
      f_name: 'Ada',
      l_name: 'Lovelace',
      dob: '1952-10-07',
      gender: 'female',
      fuzzy_amlp: '2',
    });
    expect(
      amlPersonBody({ firstName: 'Ada', lastName: 'Lovelace', dob: '', gender: '', fuzzy: false }),
    ).toEqual({
      f_name: 'Ada',
      l_name: 'Lovelace',
      fuzzy_amlp: '1',
    });
  });

  it('maps the business form to company, fuzzy_amlb', () => {
    expect(amlBusinessBody({ company: 'Acme', fuzzy: true })).toEqual({
      company: 'Acme',
      fuzzy_amlb: '2',
    });
    expect(amlBusinessBody({ company: 'Acme', fuzzy: false })).toEqual({
      company: 'Acme',
      fuzzy_amlb: '1',
    });
  });

  it('uses the spec §7 paths', () => {
    expect(Object.values(LOOKUP_ENDPOINTS).map((e) => e.path)).toEqual([
      '/emaillookup',
      '/phonelookup',
      '/addresslookup',
      '/iplookup',
      '/binlookup',
      '/amlperson',
      '/amlbusiness',
      '/fraud-engine',
    ]);
  });
});
