import { describe, expect, it, vi } from 'vitest';
import { serve, type Endpoint } from '../../../test/server';
import { decodeToken, verifyEmailOnce } from './verify-email-once';

describe('verifyEmailOnce', () => {
  it('posts a token once, however often it is asked (StrictMode runs effects twice)', async () => {
    const verifyEmail = serve(
      'post /auth/verify-email',
      vi.fn(() => ({ message: 'ok' })) as Endpoint,
    );
    await Promise.all([verifyEmailOnce('abc'), verifyEmailOnce('abc')]);
    await verifyEmailOnce('abc');
    expect(verifyEmail).toHaveBeenCalledTimes(1);
    expect(verifyEmail).toHaveBeenCalledWith({ token: 'abc' }, expect.anything());
  });
});

describe('decodeToken', () => {
  it('decodes the token of the link', () => {
    expect(decodeToken('a%2Bb%3D')).toBe('a+b=');
    expect(decodeToken(undefined)).toBe('');
    expect(decodeToken('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
