// Every change a caller can make through the API leaves an audit entry (plugins/audit-trail.ts):
// the OpenAPI document is walked for every POST, PUT, PATCH and
// DELETE, and each must declare what it records unless it is on the short list below; then a
// representative set of changes is made and each entry is read back with actor, tenant, target,
// IP and request id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { bearer, PASSWORD } from '../../helpers/accounts.js';
import { newCaller, type Caller } from '../../helpers/clients.js';

/**
 * Changing operations that write no audit entry, and why. Keep this list short: a new changing
 * route records what it changes, or says here why there is nothing to record.
 */
const EXEMPT: Record<string, string> = {
  // Public sign-up: no tenant exists before it; the first sign-in is the first entry.
  'POST /api/auth/signup': 'creates the tenant',
  'POST /api/auth/verify-email': 'confirms the sign-up address, before any sign-in',
  'POST /api/auth/resend-verification-email': 'sends a mail, changes nothing',
  // Anonymous and enumeration-safe; the reset itself is recorded (auth.password_reset).
  'POST /api/auth/forgot-password': 'sends a mail to whoever owns the address',
  // Checks a reset token without using it (POST so the token stays out of URLs and logs).
  'POST /api/auth/reset-password/check': 'read-only',
  // Reads an invitation by its token (POST so the token stays out of URLs and logs).
  'POST /api/invitations/read': 'read-only',
  // Batches are lookups in bulk: each row is metered and a report; the batch records who started it.
  'POST /api/batches': 'uploads a file into a preview, charging nothing',
  'PUT /api/batches/:id/mapping': 'changes the preview of a batch not started',
  'POST /api/batches/:id/start': 'lookups in bulk: each row is metered and a report',
  'POST /api/batches/:id/cancel': 'stops lookups in bulk; rows done stay reports',
  // Decision rules: checking an expression, a try and a backtest read and compute only.
  'POST /api/rules/validate': 'read-only: checks one expression',
  'POST /api/rules/try': "read-only: the draft's decision on one report",
  'POST /api/rules/backtest': 'read-only: never writes a report nor charges',
};

/** Lookups (tag `lookups`) are the product itself: each is metered, in the request log and reports. */
const EXEMPT_TAG = 'lookups';

const MUTATING = ['post', 'put', 'patch', 'delete'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t.close());

describe('every changing operation of the OpenAPI document', () => {
  it('declares its audit entry or is a listed exception', () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    const operations: string[] = [];
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item))
        if (MUTATING.includes(method) && !op.tags?.includes(EXEMPT_TAG))
          operations.push(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(operations.length).toBeGreaterThan(30);

    const undeclared = operations.filter(
      (op) => !t.app.auditDeclarations.get(op) && !(op in EXEMPT),
    );
    expect(undeclared, 'changing operations that record nothing').toEqual([]);
    // A stale exception would hide a route that lost its entry.
    expect(Object.keys(EXEMPT).filter((op) => !operations.includes(op))).toEqual([]);
    expect(Object.keys(EXEMPT).filter((op) => t.app.auditDeclarations.get(op))).toEqual([]);
  });
});

interface Entry {
  action: string;
  actorEmail: string | null;
  actorMemberId: string | null;
  target: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  detail: Record<string, unknown>;
}

const UA = 'Mozilla/5.0 (audit coverage)';

describe('changes made through the API', () => {
  let alice: Caller;
  let bob: Caller;

  beforeAll(async () => {
    alice = await newCaller(t.app, t.config.outboxDir);
    bob = await newCaller(t.app, t.config.outboxDir);
  }, 60_000);

  const call = async (who: Caller, method: string, url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method: method as 'POST',
      url,
      headers: { ...bearer(who.token), 'user-agent': UA },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  };
  const log = async (who: Caller) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/audit-log?limit=100',
      headers: bearer(who.token),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Entry[];
  };
  /** The entry the request wrote, found by its request id. */
  const entryOf = async (who: Caller, res: { headers: Record<string, unknown> }) => {
    const requestId = String(res.headers['x-request-id']);
    const found = (await log(who)).filter((e) => e.requestId === requestId);
    expect(found, `entries of request ${requestId}`).toHaveLength(1);
    const [entry] = found as [Entry];
    expect(entry).toMatchObject({ actorEmail: alice.email, userAgent: UA, ip: '127.0.0.1' });
    expect(entry.actorMemberId).toEqual(expect.any(String));
    return entry;
  };

  it('records keys, webhooks, sessions, alerts and 2FA set-up with actor, target, IP and request id', async () => {
    const created = await call(alice, 'POST', '/api/developers/keys', {
      name: 'Checkout server',
      mode: 'live',
    });
    const key = created.json().key as { id: string; prefix: string };
    expect(await entryOf(alice, created)).toMatchObject({
      action: 'api_key.created',
      target: `Checkout server (${key.prefix}…)`,
    });

    const rolled = await call(alice, 'POST', `/api/developers/keys/${key.id}/roll`, {
      grace: '1h',
    });
    const next = rolled.json().key as { id: string; prefix: string };
    expect(await entryOf(alice, rolled)).toMatchObject({
      action: 'api_key.rolled',
      target: `Checkout server (${key.prefix}…)`,
    });

    const revoked = await call(alice, 'POST', `/api/developers/keys/${next.id}/revoke`);
    expect(await entryOf(alice, revoked)).toMatchObject({
      action: 'api_key.revoked',
      target: `Checkout server (${next.prefix}…)`,
    });

    const hook = await call(alice, 'POST', '/api/webhooks/endpoints', {
      url: 'https://hooks.example.com/audit',
      events: ['report.created'],
    });
    const endpointId = hook.json().endpoint.id as string;
    expect(await entryOf(alice, hook)).toMatchObject({
      action: 'webhook.created',
      target: 'https://hooks.example.com/audit',
    });
    const updated = await call(alice, 'PATCH', `/api/webhooks/endpoints/${endpointId}`, {
      enabled: false,
    });
    expect(await entryOf(alice, updated)).toMatchObject({
      action: 'webhook.updated',
      detail: { endpointId, fields: ['enabled'] },
    });
    const roll = await call(alice, 'POST', `/api/webhooks/endpoints/${endpointId}/roll-secret`);
    const rollEntry = await entryOf(alice, roll);
    expect(rollEntry).toMatchObject({ action: 'webhook.secret_rolled' });
    // The new secret is in the answer only, never in the log.
    expect(JSON.stringify(rollEntry)).not.toContain(roll.json().secret as string);
    const removed = await call(alice, 'DELETE', `/api/webhooks/endpoints/${endpointId}`);
    expect(await entryOf(alice, removed)).toMatchObject({
      action: 'webhook.deleted',
      target: `Endpoint ${endpointId}`,
    });

    const warning = await call(alice, 'PUT', '/api/billing/balance-warnings/ipLookup', {
      threshold: 50,
    });
    expect(await entryOf(alice, warning)).toMatchObject({
      action: 'usage_alert.set',
      target: 'ipLookup',
      detail: { threshold: 50 },
    });
    const noWarning = await call(alice, 'DELETE', '/api/billing/balance-warnings/ipLookup');
    expect(await entryOf(alice, noWarning)).toMatchObject({
      action: 'usage_alert.removed',
      target: 'ipLookup',
    });

    // A second sign-in of alice, then end it from the first session.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: alice.email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const sessions = (await call(alice, 'GET', '/api/sessions')).json().sessions as Array<{
      id: string;
      current: boolean;
    }>;
    const other = sessions.find((s) => !s.current);
    expect(other).toBeDefined();
    const ended = await call(alice, 'DELETE', `/api/sessions/${other?.id}`);
    expect(await entryOf(alice, ended)).toMatchObject({
      action: 'session.revoked',
      target: `Session ${other?.id}`,
    });
    const others = await call(alice, 'POST', '/api/sessions/revoke-others');
    expect(await entryOf(alice, others)).toMatchObject({ action: 'session.revoked_others' });

    const setup = await call(alice, 'POST', '/api/user-data/two-factor/setup');
    const setupEntry = await entryOf(alice, setup);
    expect(setupEntry).toMatchObject({ action: 'two_factor.setup_started', target: alice.email });
    expect(JSON.stringify(setupEntry)).not.toContain(setup.json().secret as string);

    // A service-recorded change carries the request id too.
    const regen = await call(alice, 'POST', '/api/user-data/regenerate-api-key');
    expect(await entryOf(alice, regen)).toMatchObject({ action: 'api_key.regenerated' });

    // Nothing of alice's reaches bob's log.
    expect(await log(bob)).not.toContainEqual(expect.objectContaining({ actorEmail: alice.email }));
  });

  it('records nothing for a refused change', async () => {
    const before = (await log(alice)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/developers/keys/00000000-0000-4000-8000-000000000000/revoke',
      headers: bearer(alice.token),
    });
    expect(res.statusCode).toBe(404);
    expect((await log(alice)).length).toBe(before);
  });
});
