import { FORM_ERROR } from '@pulse/ui';
import { describe, expect, it } from 'vitest';
import { enterpriseUser, userWith } from '../../../test/fixtures';
import { fraudEngineAccess } from '../utils/field-access';
import { FRAUD_ENGINE_MESSAGES, validateFraudEngine } from './fraud-engine-schema';
import { fraudEngineInitialValues } from './fraud-engine-values';
import type { FraudEngineValues } from './fraud-engine-values';

const all = fraudEngineAccess(enterpriseUser).enabled;
const validate = validateFraudEngine(all);
const values = (over: Partial<FraudEngineValues>): FraudEngineValues => ({
  ...fraudEngineInitialValues,
  ...over,
});

describe('combined-form rules (spec §5)', () => {
  it('are the exact texts', () => {
    expect(FRAUD_ENGINE_MESSAGES).toEqual({
      atLeastOne: 'At least one field must be filled out',
      namesForGenderOrDob: 'First Name or Last Name is required when Gender or DOB is selected',
      bothNames: 'Both First Name and Last Name are required',
      addressForCountry: 'Address is required when only Country is selected',
      email: 'Invalid email format',
    });
  });

  it('refuses an IP, phone or BIN the API would refuse, before submitting', () => {
    expect(validate(values({ ip: '999.1.1.1', phone: '12ab', bin: '41x1' }))).toEqual({
      ip: 'Enter a valid IPv4 or IPv6 address',
      phone: 'Enter a valid phone number',
      bin: 'Please enter a valid BIN number, it should be a 6 digit number',
    });
    expect(
      validate(values({ ip: '2001:db8::1', phone: '+1 415 555 2671', bin: '400022' })),
    ).toEqual({});
  });

  it('needs at least one field (a form-wide error)', () => {
    expect(validate(values({}))).toEqual({ [FORM_ERROR]: 'At least one field must be filled out' });
    expect(validate(values({ ip: '8.8.8.8' }))).toEqual({});
  });

  it('needs a name when gender or date of birth is set', () => {
    expect(validate(values({ gender: 'male' }))).toEqual({
      firstName: 'First Name or Last Name is required when Gender or DOB is selected',
    });
    expect(validate(values({ dob: '1990-01-01' }))).toEqual({
      firstName: 'First Name or Last Name is required when Gender or DOB is selected',
    });
  });

  it('needs both names once either is given', () => {
    expect(validate(values({ firstName: 'Ada' }))).toEqual({
      lastName: 'Both First Name and Last Name are required',
    });
    expect(validate(values({ lastName: 'Lovelace', gender: 'female' }))).toEqual({
      firstName: 'Both First Name and Last Name are required',
    });
    expect(
      validate(
        values({ firstName: 'Ada', lastName: 'Lovelace', gender: 'female', dob: '1815-12-10' }),
      ),
    ).toEqual({});
  });

  it('needs the address when a country is set', () => {
    expect(validate(values({ country: 'GB' }))).toEqual({
      address: 'Address is required when only Country is selected',
    });
    expect(validate(values({ country: 'GB', address: '10 Downing Street, London' }))).toEqual({});
    expect(validate(values({ address: '10 Downing Street, London' }))).toEqual({});
  });

  it('checks the email format', () => {
    expect(validate(values({ email: 'nope' }))).toEqual({ email: 'Invalid email format' });
    expect(validate(values({ email: 'ada@acme-corp.com' }))).toEqual({});
  });

  it('reports several rules at once', () => {
    expect(validate(values({ email: 'nope', country: 'GB', firstName: 'Ada' }))).toEqual({
      email: 'Invalid email format',
      address: 'Address is required when only Country is selected',
      lastName: 'Both First Name and Last Name are required',
    });
  });

  it('ignores the values of disabled fields', () => {
    const noAml = validateFraudEngine(fraudEngineAccess(userWith({ amlPerson: false })).enabled);
    expect(noAml(values({ firstName: 'Ada' }))).toEqual({
      [FORM_ERROR]: 'At least one field must be filled out',
    });
  });
});
