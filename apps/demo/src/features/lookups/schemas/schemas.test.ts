import { describe, expect, it } from 'vitest';
import { validateWith } from '@pulse/forms';
import { addressSchema } from './address-schema';
import { amlBusinessSchema } from './aml-business-schema';
import { DEFAULT_DOB, amlPersonInitialValues, amlPersonSchema } from './aml-person-schema';
import { binSchema } from './bin-schema';
import { COUNTRY_OPTIONS } from '@pulse/forms';
import { emailSchema } from './email-schema';
import { ipSchema } from './ip-schema';
import {
  BIN_LENGTH,
  MESSAGES,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  binDigits,
  binSubmitError,
} from '../../../lib/field-rules';
import { phoneSchema } from './phone-schema';

describe('spec §5 lookup messages', () => {
  it('are the exact texts', () => {
    expect(MESSAGES).toEqual({
      emailRequired: 'Email is required',
      emailInvalid: 'Invalid email address',
      phoneRequired: 'Phone is required',
      phoneInvalid: 'Enter a valid phone number',
      addressRequired: 'Address is required',
      ipRequired: 'IP Address is required',
      binRequired: 'Credit/Debit card number is required',
      binLength: 'Please enter a valid BIN number, it should be a 6 digit number',
      companyRequired: 'Company Name is required',
      firstNameRequired: 'First Name is required',
      lastNameRequired: 'Last Name is required',
    });
    expect(PHONE_MAX_LENGTH).toBe(15);
    expect(BIN_LENGTH).toBe(6);
  });
});

describe('email schema', () => {
  const validate = validateWith(emailSchema);
  it('requires an email', () => {
    expect(validate({ email: '' })).toEqual({ email: 'Email is required' });
    expect(validate({ email: '   ' })).toEqual({ email: 'Email is required' });
  });
  it('rejects an invalid address', () => {
    expect(validate({ email: 'not-an-email' })).toEqual({ email: 'Invalid email address' });
    expect(validate({ email: 'a@' })).toEqual({ email: 'Invalid email address' });
  });
  it('accepts a valid address', () => {
    expect(validate({ email: 'ada@acme-corp.com' })).toEqual({});
  });
});

describe('phone schema', () => {
  const validate = validateWith(phoneSchema);
  it('requires a phone', () => {
    expect(validate({ phone: '' })).toEqual({ phone: 'Phone is required' });
  });
  it.each(['+14155552671', '14155552671', '4155552671', '+123456789012345', '912345678901234'])(
    'accepts %s (optional plus, nonzero digit, 9 to 14 more digits)',
    (phone) => {
      expect(validate({ phone })).toEqual({});
    },
  );
  it.each([
    '012345678901', // leading zero
    '+0123456789', // zero after the plus
    '123456789', // 9 digits
    '1234567890123456', // 16 digits
    '+1 415 555 2671', // spaces
    '++14155552671',
    '14155552671a',
  ])('rejects %s with "Enter a valid phone number"', (phone) => {
    expect(validate({ phone })).toEqual({ phone: 'Enter a valid phone number' });
  });
  it('pattern is the spec one', () => {
    expect(PHONE_PATTERN.source).toBe('^\\+?[1-9]\\d{9,14}$');
  });
});

describe('address schema', () => {
  const validate = validateWith(addressSchema);
  it('requires an address; the country is optional', () => {
    expect(validate({ address: '', country: 'GB' })).toEqual({ address: 'Address is required' });
    expect(validate({ address: '10 Downing Street, London', country: '' })).toEqual({});
  });
  it('offers the 40 supported countries by code', () => {
    expect(COUNTRY_OPTIONS).toHaveLength(40);
    expect(COUNTRY_OPTIONS[0]).toEqual({ value: 'AR', label: 'Argentina' });
    expect(COUNTRY_OPTIONS.map((c) => c.label)).toContain('United Kingdom');
  });
});

describe('IP schema', () => {
  it('requires an IP address', () => {
    const validate = validateWith(ipSchema);
    expect(validate({ ip: '' })).toEqual({ ip: 'IP Address is required' });
    expect(validate({ ip: '8.8.8.8' })).toEqual({});
  });
  it('refuses an address that cannot exist before submitting (the API would answer 400)', () => {
    const validate = validateWith(ipSchema);
    for (const ip of ['999.1.1.1', '1.2.3', 'abc', '2001:db8::zz'])
      expect(validate({ ip }), ip).toEqual({ ip: 'Enter a valid IPv4 or IPv6 address' });
    expect(validate({ ip: '2001:db8::1' })).toEqual({});
  });
});

describe('BIN', () => {
  const validate = validateWith(binSchema);
  it('requires the card number on change and blur', () => {
    expect(validate({ bin: '' })).toEqual({ bin: 'Credit/Debit card number is required' });
    expect(validate({ bin: '4242' })).toEqual({});
  });
  it('rejects fewer than 6 digits on submit', () => {
    expect(binSubmitError('42424')).toBe(
      'Please enter a valid BIN number, it should be a 6 digit number',
    );
    expect(binSubmitError('4')).toBe(
      'Please enter a valid BIN number, it should be a 6 digit number',
    );
    expect(binSubmitError('424242')).toBeUndefined();
    expect(binSubmitError('')).toBeUndefined();
  });
  it('keeps digits only, six at most', () => {
    expect(binDigits('4242-4242 4242')).toBe('424242');
    expect(binDigits('ab12c3')).toBe('123');
  });
});

describe('person AML schema', () => {
  const validate = validateWith(amlPersonSchema);
  it('requires first and last name', () => {
    expect(validate({ ...amlPersonInitialValues })).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
    });
    expect(validate({ ...amlPersonInitialValues, firstName: 'Ada' })).toEqual({
      lastName: 'Last Name is required',
    });
    expect(validate({ ...amlPersonInitialValues, firstName: 'Ada', lastName: 'Lovelace' })).toEqual(
      {},
    );
  });
  it('starts the date of birth empty (the calendar opens on 1952-10-07), fuzzy search off', () => {
    expect(DEFAULT_DOB).toBe('1952-10-07');
    expect(amlPersonInitialValues).toMatchObject({ dob: '', fuzzy: false, gender: '' });
  });
});

describe('business AML schema', () => {
  it('requires the company name', () => {
    const validate = validateWith(amlBusinessSchema);
    expect(validate({ company: '', fuzzy: true })).toEqual({ company: 'Company Name is required' });
    expect(validate({ company: 'Acme', fuzzy: false })).toEqual({});
  });
});
