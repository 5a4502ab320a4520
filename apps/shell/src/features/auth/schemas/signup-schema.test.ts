import { describe, expect, it } from 'vitest';
import { validateWith } from '@pulse/forms';
import { COUNTRIES } from '@pulse/forms';
import { initialSignupValues, signupSchema, type SignupValues } from './signup-schema';

const validate = validateWith<SignupValues>(signupSchema);
const ok: SignupValues = {
  fullName: 'Ana Lima',
  email: 'ana@acme.io',
  password: 'Str0ng!pass',
  companyName: 'Acme',
  contactNumber: '+14155550100',
  country: 'US',
  agreedToTerms: true,
};

describe('signupSchema', () => {
  it('accepts a complete form', () => {
    expect(validate(ok)).toEqual({});
  });

  it('reports every required field on an empty form', () => {
    expect(validate({ ...initialSignupValues, agreedToTerms: false })).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      password: 'Password is required',
      companyName: 'Company name is required',
      contactNumber: 'Contact number is required',
      country: 'Country is required',
      agreedToTerms: 'Agree to terms is required',
    });
  });

  it('ticks the terms box by default and starts on "Select an option"', () => {
    expect(initialSignupValues.agreedToTerms).toBe(true);
    expect(initialSignupValues.country).toBe('');
  });

  it('validates the email', () => {
    expect(validate({ ...ok, email: 'ana' }).email).toBe('Invalid email address');
    expect(validate({ ...ok, email: 'ana@gmail.com' }).email).toBe(
      'Please enter a valid business email address, not from a free email provider.',
    );
  });

  it.each([
    ['Ab1!', 'Password must be at least 8 characters'],
    ['ABCDEFG1!', 'Password must contain at least one lowercase letter'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh!', 'Password must contain at least one number'],
    ['Abcdefgh1', 'Password must contain at least one special character'],
  ])('rejects the password %s with "%s"', (password, message) => {
    expect(validate({ ...ok, password }).password).toBe(message);
  });

  it.each([...'!@#$%^&*(),.?":{}|<>'])('accepts the special character %s', (special) => {
    expect(validate({ ...ok, password: `Abcdefg1${special}` }).password).toBeUndefined();
  });

  it('refuses an unsupported country code', () => {
    expect(validate({ ...ok, country: 'XX' }).country).toBe('Country is required');
  });

  it('lists the 40 supported countries with unique two-letter codes', () => {
    expect(COUNTRIES).toHaveLength(40);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(40);
    for (const country of COUNTRIES) expect(country.code).toMatch(/^[A-Z]{2}$/);
  });
});
