import { describe, expect, it } from 'vitest';
import { createPhoneEngine, PHONE_PATTERN } from './engine.js';

const engine = createPhoneEngine();
const FIELDS = [
  'isValid',
  'isActive',
  'isVoip',
  'countryCode',
  'dialingCode',
  'formattedNumber',
  'carrier',
  'city',
  'region',
  'timeZone',
  'lineType',
  'fraudScore',
  'isRisky',
  'isSpammer',
  'recentAbuse',
  'leaked',
  'prepaid',
  'doNotCall',
  'mcc',
  'mnc',
  'zipCode',
  'name',
  'associatedEmails',
  'smsDomain',
  'smsEmail',
];

describe('phone engine', () => {
  it('+1 415 555 2671 is a valid US number in America/Los_Angeles', () => {
    const r = engine.lookup('+1 415 555 2671');
    expect(r.status).toBe('VERIFIED');
    expect(r.response).toMatchObject({
      isValid: true,
      countryCode: 'US',
      dialingCode: 1,
      formattedNumber: '+1 415 555 2671',
      timeZone: 'America/Los_Angeles',
      lineType: 'FIXED_LINE_OR_MOBILE',
      isVoip: false,
      fraudScore: 0,
      isRisky: false,
      city: 'San Francisco',
      region: 'CA',
    });
  });
  it('returns exactly the spec §3 fields, unknowns null and associatedEmails empty', () => {
    const r = engine.lookup('+14155552671');
    expect(Object.keys(r.response).sort()).toEqual([...FIELDS].sort());
    for (const f of [
      'isActive',
      'isSpammer',
      'recentAbuse',
      'leaked',
      'prepaid',
      'doNotCall',
      'mcc',
      'mnc',
      'zipCode',
      'name',
      'smsDomain',
      'smsEmail',
    ]) {
      expect(r.response[f as keyof typeof r.response], f).toBeNull();
    }
    expect(r.response.associatedEmails).toEqual([]);
  });
  it('enforces the spec §5 pattern', () => {
    expect(PHONE_PATTERN.test('+14155552671')).toBe(true);
    expect(PHONE_PATTERN.test('4155552671')).toBe(true);
    expect(PHONE_PATTERN.test('+0155552671')).toBe(false);
    expect(PHONE_PATTERN.test('+1415555')).toBe(false);
    expect(PHONE_PATTERN.test('+1234567890123456')).toBe(false);
    const r = engine.lookup('12345');
    expect(r.status).toBe('DECLINED');
    expect(r.message).toBe('Enter a valid phone number');
    expect(r.response.fraudScore).toBe(100);
  });
  it('declines numbers libphonenumber does not accept', () => {
    const r = engine.lookup('+44 1234 567890 1');
    expect(r.status).toBe('DECLINED');
    expect(r.response.isValid).toBe(false);
    expect(r.reasons[0]).toMatch(/Not a valid number/);
  });
  it('reads national numbers with a default country, else as E.164 digits', () => {
    expect(engine.lookup('20 7123 4567', { defaultCountry: 'GB' }).response).toMatchObject({
      countryCode: 'GB',
      lineType: 'FIXED_LINE',
      region: 'London',
    });
    // the spec pattern forbids a leading 0, so trunk-prefixed national numbers are refused
    expect(engine.lookup('020 7123 4567', { defaultCountry: 'GB' }).status).toBe('DECLINED');
    expect(engine.lookup('4520123456').response).toMatchObject({
      countryCode: 'DK',
      dialingCode: 45,
      timeZone: 'Europe/Copenhagen',
    });
  });
  it('gives carrier for mobile ranges', () => {
    const r = engine.lookup('+61 412 345 678');
    expect(r.response).toMatchObject({
      lineType: 'MOBILE',
      countryCode: 'AU',
      carrier: expect.any(String),
    });
  });
  it('scores line types by the documented rules', () => {
    const premium = engine.lookup('+1 900 333 4444');
    expect(premium.response).toMatchObject({
      lineType: 'PREMIUM_RATE',
      fraudScore: 80,
      isRisky: true,
    });
    expect(premium.status).toBe('RISKY');
    const tollFree = engine.lookup('+1 800 253 0000');
    expect(tollFree.response).toMatchObject({
      lineType: 'TOLL_FREE',
      fraudScore: 40,
      isRisky: false,
      timeZone: null,
    });
    expect(tollFree.status).toBe('SUSPICIOUS');
    const voip = engine.lookup('+44 56 1234 5678');
    expect(voip.response).toMatchObject({ lineType: 'VOIP', isVoip: true, fraudScore: 60 });
    expect(voip.status).toBe('SUSPICIOUS');
  });
});
