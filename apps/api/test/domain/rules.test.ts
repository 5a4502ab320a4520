import { describe, expect, it } from 'vitest';
import { COUNTRIES, isSupportedCountry } from '../../src/domain/countries.js';
import { FREE_MAIL_HOSTS, isFreeEmail } from '../../src/domain/free-email.js';
import { passwordProblem } from '../../src/domain/password-policy.js';

describe('countries', () => {
  it('lists the 40 supported countries with unique codes', () => {
    expect(COUNTRIES).toHaveLength(40);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(40);
    expect(isSupportedCountry('GB')).toBe(true);
    expect(isSupportedCountry('UK')).toBe(false);
  });
});

describe('free-mail check', () => {
  it('refuses the eleven hosts, package domains, and a missing domain', () => {
    expect(FREE_MAIL_HOSTS).toHaveLength(11);
    for (const host of FREE_MAIL_HOSTS) expect(isFreeEmail(`a@${host.toUpperCase()}`)).toBe(true);
    expect(isFreeEmail('a@123mail.org')).toBe(true);
    expect(isFreeEmail('a@')).toBe(true);
    expect(isFreeEmail('nobody')).toBe(true);
    expect(isFreeEmail('a@acme-corp.com')).toBe(false);
  });
});

describe('password policy', () => {
  it('reports the first broken rule with the spec text', () => {
    expect(passwordProblem('')).toBe('Password is required');
    expect(passwordProblem('Aa1!')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('Str0ng!pass')).toBeUndefined();
  });
});
