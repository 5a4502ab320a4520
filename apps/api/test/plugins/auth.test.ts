// Unit tests of the lookup-auth helper (bearer + licensekey, or licensekey + clientid) and of
// session-token checking.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bearer, registerVerifiedUser } from '../helpers/accounts.js';

let t: TestApp;
let alice: { token: string; clientId: string; apiKey: string };
let bob: { token: string; clientId: string; apiKey: string };

async function user() {
  const u = await registerVerifiedUser(t.app, t.config.outboxDir);
  const profile = await t.app.inject({
    method: 'GET',
    url: '/api/user-data/profile',
    headers: bearer(u.token),
  });
  return { token: u.token, clientId: u.clientId, apiKey: profile.json().apiKey as string };
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await user();
  bob = await user();
});
afterAll(async () => t.close());

async function run(headers: Record<string, string>) {
  const req = {
    headers,
    client: null,
    requestType: null,
    apiKeyPrefix: null,
  } as unknown as FastifyRequest;
  try {
    await t.app.lookupAuth.call(t.app, req, {} as FastifyReply);
    return { status: 200, req };
  } catch (err) {
    const e = err as { statusCode: number; code: string };
    return { status: e.statusCode, code: e.code };
  }
}

describe('lookupAuth', () => {
  it('accepts a session with the caller’s current key as requestType dashboard', async () => {
    const r = await run({ ...bearer(alice.token), licensekey: alice.apiKey });
    expect(r.status).toBe(200);
    expect(r.req?.requestType).toBe('dashboard');
    expect(r.req?.client?.clientId).toBe(alice.clientId);
    expect(r.req?.apiKeyPrefix).toBe(alice.apiKey.slice(0, 12));
  });

  it('accepts licensekey + clientid alone as requestType api', async () => {
    const r = await run({ licensekey: bob.apiKey, clientid: bob.clientId });
    expect(r.status).toBe(200);
    expect(r.req?.requestType).toBe('api');
    expect(r.req?.client?.clientId).toBe(bob.clientId);
  });

  it('refuses a session with another client’s key', async () => {
    expect(await run({ ...bearer(alice.token), licensekey: bob.apiKey })).toMatchObject({
      status: 401,
      code: 'INVALID_API_KEY',
    });
  });

  it('refuses a session without a key, and a bad session with a good key', async () => {
    expect(await run(bearer(alice.token))).toMatchObject({ status: 401 });
    expect(await run({ ...bearer('nonsense'), licensekey: alice.apiKey })).toMatchObject({
      status: 401,
      code: 'INVALID_TOKEN',
    });
  });

  it('answers 403 when clientid is not the caller’s', async () => {
    expect(await run({ licensekey: alice.apiKey, clientid: bob.clientId })).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    });
    expect(
      await run({ ...bearer(alice.token), licensekey: alice.apiKey, clientid: bob.clientId }),
    ).toMatchObject({ status: 403 });
  });

  it('refuses missing headers and unknown keys', async () => {
    expect(await run({})).toMatchObject({ status: 401 });
    expect(await run({ licensekey: alice.apiKey })).toMatchObject({ status: 401 });
    expect(await run({ licensekey: 'pk_live_unknown', clientid: alice.clientId })).toMatchObject({
      status: 401,
      code: 'INVALID_API_KEY',
    });
  });
});

describe('authenticate (session tokens)', () => {
  const profile = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/user-data/profile', headers });
  const INVALID = { error: 'Invalid token', code: 'INVALID_TOKEN', requestId: expect.any(String) };

  it('refuses a missing, malformed or wrong-scheme token', async () => {
    for (const headers of [{}, bearer('abc'), { authorization: `Basic ${alice.token}` }]) {
      const res = await profile(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('refuses an expired token', async () => {
    const { sub } = JSON.parse(
      Buffer.from(alice.token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { sub: string };
    const expired = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(t.config.jwtSecret);
    const res = await profile(bearer(expired));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(INVALID);
  });

  it('refuses a tampered token and one signed with another secret', async () => {
    const [h, p, s] = alice.token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, tv: 5 })).toString('base64url');
    expect((await profile(bearer(`${h}.${forged}.${s}`))).statusCode).toBe(401);
    const other = await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    expect((await profile(bearer(other))).statusCode).toBe(401);
  });

  it('refuses alg none', async () => {
    const [, p] = alice.token.split('.') as [string, string];
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    expect((await profile(bearer(none))).statusCode).toBe(401);
  });
});
