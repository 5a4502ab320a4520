import { describe, expect, it } from 'vitest';
import { matchPattern } from './match-pattern';

describe('matchPattern', () => {
  it('matches the root and plain paths, with or without a trailing slash', () => {
    expect(matchPattern('/', '/')).toEqual({});
    expect(matchPattern('/signup', '/signup')).toEqual({});
    expect(matchPattern('/signup', '/signup/')).toEqual({});
    expect(matchPattern('/signup', '/SignUp')).toEqual({});
  });

  it('reads the parameters of :name segments, still encoded', () => {
    expect(matchPattern('/verify-email/:token', '/verify-email/a%2Bb')).toEqual({ token: 'a%2Bb' });
  });

  it('refuses other paths', () => {
    expect(matchPattern('/', '/signup')).toBeNull();
    expect(matchPattern('/signup', '/')).toBeNull();
    expect(matchPattern('/verify-email/:token', '/verify-email')).toBeNull();
    expect(matchPattern('/verify-email/:token', '/verify-email/a/b')).toBeNull();
    expect(matchPattern('/signup', '/signups')).toBeNull();
  });
});
