// The whole account flow as the dashboard drives it, ending with the lookup-auth helper.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { bearer, latestVerificationToken, post, signupBody } from '../../helpers/accounts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Runs the lookup-auth preHandler on a bare request with the given headers. */
async function lookupAuth(headers: Record<string, string>) {
  const req = {
    headers,
    client: null,
    requestType: null,
    apiKeyPrefix: null,
  } as unknown as FastifyRequest;
  try {
    await t.app.lookupAuth.call(t.app, req, {} as FastifyReply);
    return { ok: true as const, req };
  } catch (err) {
    return { ok: false as const, err: err as { statusCode: number; code: string } };
  }
}

describe('account flow', () => {
  it('signup → outbox → verify → login → profile → regenerate → old key refused', async () => {
    const body = signupBody({ email: 'Grace.Hopper@Acme-Corp.com' });
    const signup = await post(t.app, '/api/auth/signup', body);
    expect(signup.statusCode).toBe(201);
    expect(signup.json()).toEqual({
      message: 'Signup successful. Please check your email to verify your account.',
    });

    const token = latestVerificationToken(t.config.outboxDir, 'grace.hopper@acme-corp.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const verify = await post(t.app, '/api/auth/verify-email', { token });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ message: 'Your email has been successfully verified!' });

    // Log-in is case-insensitive on the e-mail.
    const login = await post(t.app, '/api/auth/login', {
      email: 'GRACE.HOPPER@acme-corp.com',
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
    const session = login.json();
    expect(session).toMatchObject({
      expiresIn: 3600,
      user: {
        fullName: 'Ada Lovelace',
        email: 'grace.hopper@acme-corp.com',
        companyName: 'Acme Corp',
        services: { fraudEngine: false },
        fraudEngineServices: {
          phoneLookup: true,
          emailLookup: true,
          binLookup: true,
          addressLookup: true,
          ipLookup: true,
          amlPerson: true,
          amlBusiness: true,
        },
      },
    });
    expect(session.user.clientId).toMatch(/^cl_[a-z0-9]{16}$/);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/user-data/profile',
      headers: bearer(session.token),
    });
    expect(profile.statusCode).toBe(200);
    const p = profile.json();
    expect(p.clientId).toBe(session.user.clientId);
    expect(p.apiKey).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
    expect(p).toMatchObject({
      contactNumber: '+441234567890',
      country: 'GB',
      services: { fraudEngine: false },
    });

    // Both lookup-auth modes accept the current key.
    const dash = await lookupAuth({ ...bearer(session.token), licensekey: p.apiKey });
    expect(dash.ok && dash.req.requestType).toBe('dashboard');
    const api = await lookupAuth({ licensekey: p.apiKey, clientid: p.clientId });
    expect(api.ok && api.req.requestType).toBe('api');

    const regen = await post(
      t.app,
      '/api/user-data/regenerate-api-key',
      undefined,
      bearer(session.token),
    );
    expect(regen.statusCode).toBe(200);
    const { newApiKey } = regen.json();
    expect(newApiKey).toMatch(/^pk_live_/);
    expect(newApiKey).not.toBe(p.apiKey);

    // The old key is refused at once, in both modes; the new one works.
    expect(await lookupAuth({ licensekey: p.apiKey, clientid: p.clientId })).toMatchObject({
      ok: false,
      err: { statusCode: 401 },
    });
    expect(await lookupAuth({ ...bearer(session.token), licensekey: p.apiKey })).toMatchObject({
      ok: false,
      err: { statusCode: 401 },
    });
    const fresh = await lookupAuth({ licensekey: newApiKey, clientid: p.clientId });
    expect(fresh.ok && fresh.req.client?.clientId).toBe(p.clientId);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/user-data/profile',
      headers: bearer(session.token),
    });
    expect(again.json().apiKey).toBe(newApiKey);
  });
});
