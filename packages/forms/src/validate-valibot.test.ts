import { describe, expect, it } from 'vitest';
import { minLength, nonEmpty, object, pipe, string } from 'valibot';
import { object as yupObject } from 'yup';
import { businessEmailField } from './account-fields';
import { businessEmailRule } from './email-rule';
import { validateWith } from './validate-with';
import { validateWithValibot } from './validate-valibot';

describe('validateWithValibot', () => {
  const validate = validateWithValibot<{ name?: string; email?: string }>(
    object({
      name: pipe(string(), nonEmpty('Name is required.'), minLength(3, 'Too short.')),
      email: businessEmailRule(),
    }),
  );

  it('returns {} for valid values', () => {
    expect(validate({ name: 'Ada', email: 'ada@acme.io' })).toEqual({});
  });

  it('keeps the first failing rule of each field, in pipe order', () => {
    expect(validate({ name: '', email: 'nope' })).toEqual({
      name: 'Name is required.',
      email: 'Invalid email address',
    });
    expect(validate({ name: 'Al', email: 'ada@acme.io' })).toEqual({ name: 'Too short.' });
  });

  it('treats a field final-form emptied (undefined or absent) as empty text', () => {
    expect(validate({ name: undefined, email: 'ada@acme.io' })).toEqual({
      name: 'Name is required.',
    });
    expect(validate({})).toEqual({ name: 'Name is required.', email: 'Email is required' });
  });
});

describe('businessEmailRule', () => {
  const yup = validateWith<{ email: string }>(yupObject({ email: businessEmailField() }));
  const valibot = validateWithValibot<{ email: string }>(object({ email: businessEmailRule() }));

  it.each([
    '',
    '   ',
    'ana@acme.io',
    '  ana@acme.io  ',
    'ANA@ACME.IO',
    'ana.b+tag@sub.acme-corp.example',
    "o'neil@acme.io",
    'ana@localhost',
    'ana@',
    '@acme.io',
    'ana@@acme.io',
    'ana@acme..io',
    'ana@-acme.io',
    'ana@acme.io.',
    'ana acme@acme.io',
    'not-an-email',
    'ana@gmail.com',
    'ana@GMAIL.COM',
    'ana@outlook.com',
    'ana@mail.com',
    'ana@subdomain.gmail.com',
    `ana@${'a'.repeat(64)}.io`,
  ])('says what the yup rule says about %j', (email) => {
    expect(valibot({ email })).toEqual(yup({ email }));
  });
});
