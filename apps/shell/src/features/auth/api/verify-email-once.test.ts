import { describe, expect, it, vi } from 'vitest';

const verifyEmail = vi.hoisted(() => vi.fn(async () => ({ message: 'ok' })));
vi.mock('@pulse/api-client', () => ({ verifyEmail }));

const { decodeToken, verifyEmailOnce } = await import('./verify-email-once');

describe('verifyEmailOnce', () => {
  it('posts a token once, however often it is asked (StrictMode runs effects twice)', async () => {
    await Promise.all([verifyEmailOnce('abc'), verifyEmailOnce('abc')]);
    await verifyEmailOnce('abc');
    expect(verifyEmail).toHaveBeenCalledTimes(1);
    expect(verifyEmail).toHaveBeenCalledWith('abc');
  });
});

describe('decodeToken', () => {
  it('decodes the token of the link', () => {
    expect(decodeToken('a%2Bb%3D')).toBe('a+b=');
    expect(decodeToken(undefined)).toBe('');
    expect(decodeToken('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
