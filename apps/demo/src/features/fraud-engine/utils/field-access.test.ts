import { describe, expect, it } from 'vitest';
import { enterpriseUser, userWith } from '../../../test/fixtures';
import { fraudEngineBody } from '../api/fraud-engine-body';
import { fraudEngineInitialValues } from '../schemas/fraud-engine-values';
import { FIELD_SERVICE, fraudEngineAccess } from './field-access';

describe('fraudEngineAccess', () => {
  it('enables every field of an enterprise client', () => {
    const access = fraudEngineAccess(enterpriseUser);
    expect(access.available).toBe(true);
    expect(Object.values(access.enabled).every(Boolean)).toBe(true);
  });

  it('maps each field to its sub-service (spec §2 table)', () => {
    expect(FIELD_SERVICE).toEqual({
      firstName: 'amlPerson',
      lastName: 'amlPerson',
      dob: 'amlPerson',
      gender: 'amlPerson',
      company: 'amlBusiness',
      email: 'emailLookup',
      ip: 'ipLookup',
      phone: 'phoneLookup',
      bin: 'binLookup',
      address: 'addressLookup',
      country: 'addressLookup',
    });
  });

  it('disables the fields of a sub-service that is off', () => {
    const { available, enabled } = fraudEngineAccess(
      userWith({ amlPerson: false, binLookup: false }),
    );
    expect(available).toBe(true);
    expect(enabled).toMatchObject({
      firstName: false,
      lastName: false,
      dob: false,
      gender: false,
      bin: false,
    });
    expect(enabled).toMatchObject({
      company: true,
      email: true,
      ip: true,
      phone: true,
      address: true,
      country: true,
    });
  });

  it('is unavailable, every field off, when the engine is off', () => {
    const access = fraudEngineAccess(userWith({}, false));
    expect(access.available).toBe(false);
    expect(Object.values(access.enabled).some(Boolean)).toBe(false);
  });

  it('is unavailable when every sub-service is off', () => {
    const off = {
      phoneLookup: false,
      emailLookup: false,
      binLookup: false,
      addressLookup: false,
      ipLookup: false,
      amlPerson: false,
      amlBusiness: false,
    };
    expect(fraudEngineAccess(userWith(off)).available).toBe(false);
    expect(fraudEngineAccess(null).available).toBe(false);
  });
});

describe('fraudEngineBody', () => {
  const enabled = fraudEngineAccess(enterpriseUser).enabled;
  const here = { latitude: 51.5, longitude: -0.12, source: 'browser' as const };

  it('sends the filled fields under their wire names', () => {
    expect(
      fraudEngineBody(
        {
          ...fraudEngineInitialValues,
          firstName: ' Ada ',
          lastName: 'Lovelace',
          dob: '1815-12-10',
          gender: 'female',
          company: 'Acme',
          email: 'ada@acme.com',
          ip: '8.8.8.8',
          phone: '+14155552671',
          bin: '424242',
        },
        enabled,
        here,
      ),
    ).toEqual({
      f_name: 'Ada',
      l_name: 'Lovelace',
      dob: '1815-12-10',
      gender: 'female',
      company: 'Acme',
      email: 'ada@acme.com',
      ip: '8.8.8.8',
      phone: '+14155552671',
      bin: '424242',
    });
  });

  it('adds latitude and longitude only when an address is given', () => {
    expect(
      fraudEngineBody(
        { ...fraudEngineInitialValues, address: 'Main St 1', country: 'US' },
        enabled,
        here,
      ),
    ).toEqual({
      address: 'Main St 1',
      country: 'US',
      latitude: 51.5,
      longitude: -0.12,
    });
    expect(fraudEngineBody({ ...fraudEngineInitialValues, ip: '1.1.1.1' }, enabled, here)).toEqual({
      ip: '1.1.1.1',
    });
  });

  it('leaves out disabled fields', () => {
    const noIp = fraudEngineAccess(userWith({ ipLookup: false })).enabled;
    expect(
      fraudEngineBody({ ...fraudEngineInitialValues, ip: '1.1.1.1', email: 'a@b.co' }, noIp, null),
    ).toEqual({
      email: 'a@b.co',
    });
  });
});
