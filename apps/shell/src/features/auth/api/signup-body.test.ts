import { describe, expect, it } from 'vitest';
import { toSignupBody } from './signup-body';

describe('toSignupBody', () => {
  it('sends the spec payload with consent {agreed}', () => {
    expect(
      toSignupBody({
        fullName: ' Ana Lima ',
        email: 'ana@acme.io',
        password: 'Str0ng!pass',
        companyName: 'Acme',
        contactNumber: '+14155550100',
        country: 'PT',
        agreedToTerms: true,
      }),
    ).toEqual({
      fullName: 'Ana Lima',
      email: 'ana@acme.io',
      password: 'Str0ng!pass',
      companyName: 'Acme',
      contactNumber: '+14155550100',
      country: 'PT',
      consent: { agreed: true },
    });
  });
});
