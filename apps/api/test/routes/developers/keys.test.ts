// Developers → API keys: named keys (create, show once, use, revoke, expiry, allow-list), rotation
// with a grace period (the clock is moved, never slept on) and last-used throttling.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { bearer, PASSWORD } from '../../helpers/accounts.js';
import { call, must, newCaller, reportOf, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
  bob = await newCaller(t.app, t.config.outboxDir);
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

interface Key {
  id: string;
  name: string;
  mode: 'live' | 'test';
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  allowedCidrs: string[];
  status: string;
  graceEndsAt: string | null;
  replacedBy: string | null;
}

const create = (who: Caller, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/developers/keys', bearer(who.token), body);

async function createKey(who: Caller, body: Record<string, unknown> = {}) {
  const res = await create(who, { name: 'Server', mode: 'live', ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { key: Key; secret: string };
}

const list = async (who: Caller) => {
  const res = await call(t.app, 'GET', '/api/developers/keys', bearer(who.token));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { keys: Key[] }).keys;
};

/** A new session for `who` (after the clock moved, the old token may have expired). */
async function relogin(who: Caller): Promise<Caller> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: who.email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...who, token: (res.json() as { token: string }).token };
}

/** An IP lookup with a key alone, from `ip`. */
const lookup = (who: Caller, key: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/iplookup',
    headers: { licensekey: key, clientid: who.clientId },
    payload: { ip: '8.8.8.8' },
    remoteAddress: ip,
  });

describe('named keys', () => {
  it('creates a key whose secret is shown once, then only its prefix', async () => {
    const { key, secret } = await createKey(alice, { name: '  Checkout server  ' });
    expect(secret).toMatch(/^pk_live_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Checkout server',
      mode: 'live',
      prefix: secret.slice(0, 12),
      status: 'active',
      lastUsedAt: null,
      expiresAt: null,
      allowedCidrs: [],
      graceEndsAt: null,
    });
    const listed = await list(alice);
    expect(listed.map((k) => k.id)).toContain(key.id);
    // Neither the list nor the database holds the secret: only its hash and prefix.
    expect(JSON.stringify(listed)).not.toContain(secret);
    const rows = JSON.stringify(await t.app.database.db.execute(sql`select * from api_keys`));
    expect(rows).not.toContain(secret);
    // Another client never sees it.
    expect((await list(bob)).map((k) => k.id)).not.toContain(key.id);
  });

  it('accepts the key for lookups, records last use, and refuses it once revoked', async () => {
    const { key, secret } = await createKey(alice);
    const used = await lookup(alice, secret);
    expect(used.statusCode, used.body).toBe(200);
    const detail = await call(
      t.app,
      'GET',
      `/api/report/${reportOf(used.json()).referenceID}`,
      bearer(alice.token),
    );
    expect(detail.json()).toMatchObject({
      mode: 'live',
      report: { apiKeyUsed: `${secret.slice(0, 12)}…${secret.slice(-4)}` },
    });
    const after = must((await list(alice)).find((k) => k.id === key.id));
    expect(after.lastUsedAt).not.toBeNull();

    const revoked = await call(
      t.app,
      'POST',
      `/api/developers/keys/${key.id}/revoke`,
      bearer(alice.token),
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ key: { status: 'revoked' } });
    const refused = await lookup(alice, secret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_API_KEY',
      error: 'This API key was revoked',
    });
  });

  it('writes last use at most once a minute per key', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const { key, secret } = await createKey(alice);
    const spy = vi.spyOn(t.app.repos.apiKeys, 'touch');
    try {
      for (let i = 0; i < 3; i++) expect((await lookup(alice, secret)).statusCode).toBe(200);
      expect(spy.mock.calls.filter(([id]) => id === key.id)).toHaveLength(1);
      vi.setSystemTime(Date.now() + 61_000);
      expect((await lookup(alice, secret)).statusCode).toBe(200);
      expect(spy.mock.calls.filter(([id]) => id === key.id)).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses a key from outside its IP allow-list with 403', async () => {
    const { key, secret } = await createKey(alice, {
      allowedCidrs: ['198.51.100.0/24', '2001:db8::/32', '192.0.2.7'],
    });
    expect(key.allowedCidrs).toEqual(['198.51.100.0/24', '2001:db8::/32', '192.0.2.7/32']);
    expect((await lookup(alice, secret, '198.51.100.23')).statusCode).toBe(200);
    expect((await lookup(alice, secret, '::ffff:198.51.100.23')).statusCode).toBe(200);
    expect((await lookup(alice, secret, '2001:db8::1')).statusCode).toBe(200);
    expect((await lookup(alice, secret, '192.0.2.7')).statusCode).toBe(200);
    const outside = await lookup(alice, secret, '203.0.113.9');
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toEqual({
      code: 'IP_NOT_ALLOWED',
      error:
        "This API key does not accept calls from 203.0.113.9: add the address to the key's IP allow-list",
      requestId: expect.any(String),
    });
  });

  it('validates the name, expiry and allow-list with clear messages', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'x'.repeat(65) }, 'Name must be at most 64 characters'],
      [{ expiresAt: 'next week' }, 'Expiry must be a date and time'],
      [{ expiresAt: new Date(Date.now() - 1000).toISOString() }, 'Expiry must be in the future'],
      [{ allowedCidrs: ['10.0.0.0/33'] }, '"10.0.0.0/33" is not a valid IP address or CIDR range'],
      [{ allowedCidrs: ['127.1'] }, '"127.1" is not a valid IP address or CIDR range'],
      [{ allowedCidrs: ['example.com'] }, '"example.com" is not a valid IP address or CIDR range'],
      [
        { allowedCidrs: Array.from({ length: 21 }, (_, i) => `10.0.${i}.0/24`) },
        'An allow-list holds at most 20 entries',
      ],
    ];
    for (const [body, error] of cases) {
      const res = await create(alice, { name: 'k', mode: 'live', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error });
    }
    const badMode = await create(alice, { name: 'k', mode: 'sandbox' });
    expect(badMode.statusCode).toBe(400);
  });

  it('refuses an expired key with 401 API_KEY_EXPIRED', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
    const { secret } = await createKey(alice, { expiresAt });
    expect((await lookup(alice, secret)).statusCode).toBe(200);
    vi.setSystemTime(Date.now() + 3_600_001);
    const expired = await lookup(alice, secret);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({
      code: 'API_KEY_EXPIRED',
      error: `This API key expired on ${expiresAt}: create a new key on the API keys page`,
    });
  });

  it('keeps management to sessions and to the owner', async () => {
    const { key, secret } = await createKey(alice);
    const byKey = await t.app.inject({
      method: 'GET',
      url: '/api/developers/keys',
      headers: { licensekey: secret, clientid: alice.clientId },
    });
    expect(byKey.statusCode).toBe(401);
    const foreign = await call(
      t.app,
      'POST',
      `/api/developers/keys/${key.id}/revoke`,
      bearer(bob.token),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'NOT_FOUND', error: 'API key not found' });
    const badId = await call(
      t.app,
      'POST',
      '/api/developers/keys/nope/revoke',
      bearer(alice.token),
    );
    expect(badId.statusCode).toBe(400);
    // A key of alice used with bob's session is refused.
    const mixed = await t.app.inject({
      method: 'POST',
      url: '/api/iplookup',
      headers: { authorization: `Bearer ${bob.token}`, licensekey: secret },
      payload: { ip: '8.8.8.8' },
    });
    expect(mixed.statusCode).toBe(401);
  });
});

describe('rotation', () => {
  const roll = (who: Caller, id: string, grace: string) =>
    call(t.app, 'POST', `/api/developers/keys/${id}/roll`, bearer(who.token), { grace });

  it('keeps the old key working until the grace period ends, then 401', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const { key: old, secret: oldSecret } = await createKey(alice, {
      name: 'Worker',
      mode: 'test',
      allowedCidrs: ['127.0.0.0/8'],
    });
    const rolled = await roll(alice, old.id, '1h');
    expect(rolled.statusCode, rolled.body).toBe(201);
    const {
      key,
      secret,
      rolled: before,
    } = rolled.json() as {
      key: Key;
      secret: string;
      rolled: Key;
    };
    expect(secret).toMatch(/^pk_test_/);
    expect(key).toMatchObject({ name: 'Worker', mode: 'test', allowedCidrs: ['127.0.0.0/8'] });
    expect(before).toMatchObject({
      id: old.id,
      status: 'grace',
      replacedBy: key.id,
      graceEndsAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    // Both keys work during the grace period.
    vi.setSystemTime(Date.now() + 3_599_000);
    expect((await lookup(alice, oldSecret)).statusCode).toBe(200);
    expect((await lookup(alice, secret)).statusCode).toBe(200);
    // After it, the old key is refused and the new one still works.
    vi.setSystemTime(Date.now() + 2_000);
    const refused = await lookup(alice, oldSecret);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_API_KEY',
      error: 'This API key was rolled and its grace period has ended: use the new key',
    });
    expect((await lookup(alice, secret)).statusCode).toBe(200);
    const listed = await list(await relogin(alice));
    expect(listed.find((k) => k.id === old.id)?.status).toBe('revoked');
  });

  it('offers none, 1 h, 24 h and 7 days', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const dave = await newCaller(t.app, t.config.outboxDir);
    const start = Date.now();
    const rolled: Array<[string, number]> = [];
    for (const [grace, seconds] of [
      ['24h', 86_400],
      ['7d', 604_800],
    ] as const) {
      const { key, secret } = await createKey(dave);
      expect((await roll(dave, key.id, grace)).statusCode).toBe(201);
      rolled.push([secret, seconds]);
    }
    const { key, secret } = await createKey(dave);
    const none = await roll(dave, key.id, 'none');
    expect(none.json()).toMatchObject({ rolled: { status: 'revoked', graceEndsAt: null } });
    expect((await lookup(dave, secret)).statusCode).toBe(401);
    expect((await roll(dave, key.id, '2h')).statusCode).toBe(400);
    for (const [old, seconds] of rolled) {
      vi.setSystemTime(start + seconds * 1000 - 1000);
      expect((await lookup(dave, old)).statusCode).toBe(200);
      vi.setSystemTime(start + seconds * 1000);
      expect((await lookup(dave, old)).statusCode).toBe(401);
    }
  });

  it('rolls only an active key; revoking a rolled key ends its grace at once', async () => {
    alice = await relogin(alice);
    const { key, secret } = await createKey(alice);
    expect((await roll(alice, key.id, '7d')).statusCode).toBe(201);
    const again = await roll(alice, key.id, '7d');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'KEY_NOT_ACTIVE',
      error: 'This key was already rolled',
    });
    expect((await lookup(alice, secret)).statusCode).toBe(200);
    await call(t.app, 'POST', `/api/developers/keys/${key.id}/revoke`, bearer(alice.token));
    expect((await lookup(alice, secret)).statusCode).toBe(401);
    const revoked = await roll(alice, key.id, 'none');
    expect(revoked.json()).toMatchObject({ error: 'A revoked key cannot be rolled' });

    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const { key: short } = await createKey(alice, {
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    vi.setSystemTime(Date.now() + 61_000);
    alice = await relogin(alice);
    expect((await roll(alice, short.id, 'none')).json()).toMatchObject({
      error: 'An expired key cannot be rolled: create a new key',
    });
  });

  it('leaves the License Key and REGENERATE as they were: immediate', async () => {
    const carol = await newCaller(t.app, t.config.outboxDir);
    expect((await lookup(carol, carol.apiKey)).statusCode).toBe(200);
    const res = await call(t.app, 'POST', '/api/user-data/regenerate-api-key', bearer(carol.token));
    const { newApiKey } = res.json() as { newApiKey: string };
    const old = await lookup(carol, carol.apiKey);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 'INVALID_API_KEY', error: 'Invalid API key' });
    expect((await lookup(carol, newApiKey)).statusCode).toBe(200);
    // The License Key is not one of the named keys.
    expect(await list(carol)).toEqual([]);
  });
});
