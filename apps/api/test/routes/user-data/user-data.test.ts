// Profile, key regeneration and password change of the signed-in client.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { bearer, post, registerVerifiedUser } from '../../helpers/accounts.js';
import { addMember } from '../../helpers/members.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user-data/profile', headers: bearer(token) });

describe('GET /api/user-data/profile', () => {
  it('returns exactly the contract fields, never the password hash', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const res = await profile(u.token);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'apiKey',
        'clientId',
        'companyName',
        'contactNumber',
        'country',
        'email',
        'fraudEngineServices',
        'fullName',
        'memberId',
        'pendingEmail',
        'role',
        'services',
      ].sort(),
    );
    expect(res.body).not.toMatch(/scrypt|passwordHash|password/i);
  });

  it('names the signed-in member by the id the team list and case assignees use, for every role', async () => {
    const owner = await registerVerifiedUser(t.app, t.config.outboxDir);
    const members = await t.app.inject({ url: '/api/members', headers: bearer(owner.token) });
    expect(members.statusCode, members.body).toBe(200);
    const list = (members.json() as { members: { id: string; you: boolean }[] }).members;
    const you = list.find((m) => m.you);
    expect((await profile(owner.token)).json().memberId).toBe(you?.id);
    const tenantId = (await t.app.repos.members.findByEmail(owner.email))?.tenantId ?? '';
    const analyst = await addMember(t.app, t.config, tenantId, 'analyst');
    const analystId = (await t.app.repos.members.findByEmail(analyst.email))?.id;
    const res = await profile(analyst.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'analyst', memberId: analystId });
    expect(analystId).not.toBe(you?.id);
  });

  it('keeps API keys encrypted and hashed at rest', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const { apiKey } = (await profile(u.token)).json() as { apiKey: string };
    const rows = JSON.stringify(await t.app.database.db.execute(sql`select * from api_keys`));
    expect(rows).not.toContain(apiKey);
  });
});

describe('POST /api/user-data/regenerate-api-key', () => {
  it('needs a session', async () => {
    const res = await post(t.app, '/api/user-data/regenerate-api-key');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'Invalid token',
      code: 'INVALID_TOKEN',
      requestId: expect.any(String),
    });
  });

  it('accepts a JSON content type with an empty body', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user-data/regenerate-api-key',
      headers: { ...bearer(u.token), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect((await profile(u.token)).json().apiKey).toBe(res.json().newApiKey);
  });
});

describe('POST /api/user-data/change-password', () => {
  it('checks the current password, applies the policy and ends the other sessions', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    const change = (currentPassword: unknown, newPassword: unknown) =>
      post(
        t.app,
        '/api/user-data/change-password',
        { currentPassword, newPassword },
        bearer(u.token),
      );

    expect((await change('Wrong#pass1', 'N3w#password')).json()).toMatchObject({
      code: 'INVALID_CURRENT_PASSWORD',
    });
    const weak = await change(u.password, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      error: 'New password must be at least 8 characters',
      code: 'VALIDATION_ERROR',
      requestId: expect.any(String),
    });
    expect((await change(u.password, undefined)).json()).toMatchObject({
      error: 'New password is required',
    });

    // A second sign-in of the same member: the change ends it, and keeps the session that changed.
    const other = await post(t.app, '/api/auth/login', { email: u.email, password: u.password });
    const otherToken = (other.json() as { token: string }).token;
    expect((await profile(otherToken)).statusCode).toBe(200);

    expect((await change(u.password, 'N3w#password')).statusCode).toBe(204);
    expect((await profile(u.token)).statusCode).toBe(200);
    expect((await profile(otherToken)).statusCode).toBe(401);
    expect(
      (await post(t.app, '/api/auth/login', { email: u.email, password: u.password })).statusCode,
    ).toBe(401);
    expect(
      (await post(t.app, '/api/auth/login', { email: u.email, password: 'N3w#password' }))
        .statusCode,
    ).toBe(200);
  });
});

describe('operator service flags', () => {
  it('set-service changes what login and profile report at once', async () => {
    const u = await registerVerifiedUser(t.app, t.config.outboxDir);
    expect(await t.app.repos.clients.setService(u.email.toUpperCase(), 'fraudEngine', true)).toBe(
      true,
    );
    expect(await t.app.repos.clients.setService(u.email, 'ipLookup', false)).toBe(true);
    expect(await t.app.repos.clients.setService('nobody@acme-corp.com', 'ipLookup', false)).toBe(
      false,
    );
    const p = (await profile(u.token)).json();
    expect(p.services).toEqual({ fraudEngine: true });
    expect(p.fraudEngineServices.ipLookup).toBe(false);
  });
});
