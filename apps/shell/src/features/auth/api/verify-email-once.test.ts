import { describe, expect, it } from 'vitest';
import { answer } from '@pulse/test-utils';
import { decodeToken, verifyEmailOnce } from './verify-email-once';

describe('verifyEmailOnce', () => {
  it('posts a token once, however often it is asked (StrictMode runs effects twice)', async () => {
    const calls = answer('post /auth/verify-email', () => ({ message: 'ok' }));
    await Promise.all([verifyEmailOnce('abc'), verifyEmailOnce('abc')]);
    await verifyEmailOnce('abc');
    expect(calls.map((call) => call.body)).toEqual([{ token: 'abc' }]);
  });
});

describe('decodeToken', () => {
  it('decodes the token of the link', () => {
    expect(decodeToken('a%2Bb%3D')).toBe('a+b=');
    expect(decodeToken(undefined)).toBe('');
    expect(decodeToken('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
