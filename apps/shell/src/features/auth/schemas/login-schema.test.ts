import { describe, expect, it } from 'vitest';
import { validateWithValibot } from '@pulse/forms';
import { loginSchema, type LoginValues } from './login-schema';

const validate = validateWithValibot<LoginValues>(loginSchema);
const ok = { email: 'ana@acme.io', password: 'secret1' };

describe('loginSchema', () => {
  it('accepts a business address and a 6+ character password', () => {
    expect(validate(ok)).toEqual({});
  });
  it('requires the email', () => {
    expect(validate({ ...ok, email: '' }).email).toBe('Email is required');
  });
  it('rejects an invalid email', () => {
    expect(validate({ ...ok, email: 'not-an-email' }).email).toBe('Invalid email address');
    expect(validate({ ...ok, email: 'ana@' }).email).toBe('Invalid email address');
  });
  it.each([
    'gmail.com',
    'yahoo.com',
    'hotmail.com',
    'outlook.com',
    'aol.com',
    'icloud.com',
    'mail.com',
    'protonmail.com',
    'zoho.com',
    'yandex.com',
    'gmx.com',
  ])('refuses the free provider %s', (host) => {
    expect(validate({ ...ok, email: `ana@${host.toUpperCase()}` }).email).toBe(
      'Please enter a valid business email address, not from a free email provider.',
    );
  });
  it('requires the password', () => {
    expect(validate({ ...ok, password: '' }).password).toBe('Password is required');
  });
  it('needs at least 6 characters', () => {
    expect(validate({ ...ok, password: '12345' }).password).toBe(
      'Password must be at least 6 characters',
    );
    expect(validate({ ...ok, password: '123456' }).password).toBeUndefined();
  });
});
