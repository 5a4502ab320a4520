import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signSession, verifySession } from '../../src/lib/jwt.js';

const secret = new Uint8Array(randomBytes(48));
const claims = {
  sub: '3f0c1f8e-6a51-4d3a-9d55-0d7f6f1e2a10',
  tv: 2,
  sid: '9b2d6c1e-0f4a-4e8b-8c3d-5a6b7c8d9e0f',
};

afterEach(() => {
  vi.useRealTimers();
});

describe('session tokens', () => {
  it('round-trip the member uuid, token version and session id', async () => {
    const token = await signSession(claims, secret, 3600);
    expect(await verifySession(token, secret)).toEqual(claims);
    // A second verify (answered from the verified-token cache) gives the same claims.
    expect(await verifySession(token, secret)).toEqual(claims);
  });

  it('refuse a token once it expires, even one verified before', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
    const token = await signSession(claims, secret, 60);
    expect(await verifySession(token, secret)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-23T10:01:01Z'));
    expect(await verifySession(token, secret)).toBeUndefined();
  });

  it('refuse another secret, a changed payload, alg none and a token without tv', async () => {
    const token = await signSession(claims, secret, 3600);
    expect(await verifySession(token, new Uint8Array(randomBytes(48)))).toBeUndefined();

    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, tv: 3, exp: 4_102_444_800 })).toString(
      'base64url',
    );
    expect(await verifySession(`${header}.${forged}.${signature}`, secret)).toBeUndefined();

    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await verifySession(`${none}.${forged}.`, secret)).toBeUndefined();

    const noTv = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(secret);
    expect(await verifySession(noTv, secret)).toBeUndefined();

    // A token issued before server-side sessions (no sid) is refused: its holder signs in again.
    const noSid = await new SignJWT({ tv: 2 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(secret);
    expect(await verifySession(noSid, secret)).toBeUndefined();
    expect(await verifySession('not a token', secret)).toBeUndefined();
  });

  it('are readable by another HS256 implementation (jose) and accept its tokens', async () => {
    const theirs = await new SignJWT({ tv: 5, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(secret);
    expect(await verifySession(theirs, secret)).toEqual({
      sub: claims.sub,
      tv: 5,
      sid: claims.sid,
    });
  });
});
