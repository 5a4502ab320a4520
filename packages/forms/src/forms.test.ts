import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { COUNTRIES, COUNTRY_CODES, COUNTRY_OPTIONS, validateWith } from './index';

describe('validateWith', () => {
  const validate = validateWith<{ name?: string; email?: string }>(
    object({
      name: string().required('Name is required.').min(3, 'Too short.'),
      email: string().required('Email is required.').email('Not an email.'),
    }),
  );

  it('returns {} for valid values', () => {
    expect(validate({ name: 'Ada', email: 'ada@acme.io' })).toEqual({});
  });

  it('keeps the first failing rule of each field, in declaration order', () => {
    expect(validate({ name: '', email: 'nope' })).toEqual({
      name: 'Name is required.',
      email: 'Not an email.',
    });
    expect(validate({ name: 'Al', email: 'ada@acme.io' })).toEqual({ name: 'Too short.' });
  });

  it('rethrows what is not a validation error', () => {
    const broken = validateWith(
      object({
        name: string().test('boom', 'x', () => {
          throw new TypeError('bug');
        }),
      }),
    );
    expect(() => broken({ name: 'a' })).toThrow(TypeError);
  });
});

describe('countries (spec §9)', () => {
  it('lists the 40 supported countries with unique ISO 3166-1 alpha-2 codes', () => {
    expect(COUNTRIES).toHaveLength(40);
    expect(new Set(COUNTRY_CODES).size).toBe(40);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
  });

  it('offers them as select options', () => {
    expect(COUNTRY_OPTIONS).toContainEqual({ value: 'GB', label: 'United Kingdom' });
    expect(COUNTRY_OPTIONS).toHaveLength(40);
  });
});
