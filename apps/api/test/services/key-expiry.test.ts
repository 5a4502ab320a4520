// key.expiring: a named key within 7 days of its
// expiry produces exactly one key.expiring delivery with the documented payload, also when the
// check runs again, several checks run at once, or a new notifier (a restarted process, which
// keeps nothing in memory) checks the same database; keys without an expiry, far from it, revoked,
// or of another tenant produce none for this tenant.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bearer } from '../helpers/accounts.js';
import { call, must, newCaller, type Caller } from '../helpers/clients.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';
import { KeyExpiryNotifier, NOTICE_WINDOW_MS } from '../../src/services/key-expiry.js';

const DAY = 86_400_000;
let t: TestApp;
let alice: Caller;
let bob: Caller;
let receiver: Receiver;
let endpointId: string;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const createKey = async (who: Caller, body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', '/api/developers/keys', bearer(who.token), {
    mode: 'live',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { key: { id: string; prefix: string; expiresAt: string | null } }).key;
};
const inDays = (d: number) => new Date(Date.now() + d * DAY).toISOString();
const deliveries = async () => {
  const res = await call(
    t.app,
    'GET',
    `/api/webhooks/endpoints/${endpointId}/deliveries`,
    bearer(alice.token),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<{ eventType: string; status: string }>;
};
const drain = () => t.app.services.webhooks.outbox.drain();

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp({}, {}, { clock });
  alice = await newCaller(t.app, t.config.outboxDir);
  bob = await newCaller(t.app, t.config.outboxDir);
  const res = await call(t.app, 'POST', '/api/webhooks/endpoints', bearer(alice.token), {
    url: receiver.url,
    events: ['key.expiring'],
  });
  expect(res.statusCode, res.body).toBe(201);
  endpointId = (res.json() as { endpoint: { id: string } }).endpoint.id;
});
beforeEach(() => {
  offsetMs = 0;
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('key.expiring', () => {
  it('the notice window is 7 days', () => {
    expect(NOTICE_WINDOW_MS).toBe(7 * DAY);
  });

  it('a key expiring within 7 days produces exactly one delivery with the documented payload', async () => {
    const soon = await createKey(alice, { name: 'Nightly job', expiresAt: inDays(3) });
    // Neither a key without expiry, nor one far from it, nor bob's, nor a revoked one notices.
    await createKey(alice, { name: 'Forever' });
    const far = await createKey(alice, { name: 'Far away', expiresAt: inDays(30) });
    await createKey(bob, { name: 'Bob soon', expiresAt: inDays(2) });
    const revoked = await createKey(alice, { name: 'Revoked', expiresAt: inDays(1) });
    const del = await call(
      t.app,
      'POST',
      `/api/developers/keys/${revoked.id}/revoke`,
      bearer(alice.token),
    );
    expect(del.statusCode, del.body).toBe(200);

    expect(await t.app.services.keyExpiry.runOnce()).toBe(2); // alice's soon key and bob's
    expect(await t.app.services.keyExpiry.runOnce()).toBe(0);
    expect(await drain()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const got = must(receiver.received[0]);
    expect(got.headers['pulse-event-type']).toBe('key.expiring');
    const event = JSON.parse(got.body) as Record<string, unknown>;
    expect(event).toEqual({
      id: expect.stringMatching(/^evt_/),
      type: 'key.expiring',
      created: expect.any(String),
      data: {
        keyId: soon.id,
        name: 'Nightly job',
        prefix: soon.prefix,
        mode: 'live',
        expiresAt: soon.expiresAt,
      },
    });
    expect((await deliveries()).filter((d) => d.eventType === 'key.expiring')).toHaveLength(1);

    // The far key enters the window 23 days later and fires then, once.
    offsetMs = 24 * DAY;
    expect(await t.app.services.keyExpiry.runOnce()).toBe(1);
    expect(await t.app.services.keyExpiry.runOnce()).toBe(0);
    await drain();
    expect(receiver.received).toHaveLength(2);
    expect(JSON.parse(must(receiver.received[1]).body)).toMatchObject({
      type: 'key.expiring',
      data: { keyId: far.id, name: 'Far away' },
    });
  });

  it('concurrent checks and a restarted process do not send a notice twice', async () => {
    const before = receiver.received.length;
    const key = await createKey(alice, { name: 'Shared', expiresAt: inDays(5) });
    // Concurrent checks stand for several API processes: each key is marked in the transaction
    // that queues its event, so only one of them notices it (on PostgreSQL, `test:pg`, the checks
    // really run in parallel and skip the rows another one holds).
    const results = await Promise.all([
      t.app.services.keyExpiry.runOnce(),
      t.app.services.keyExpiry.runOnce(),
      t.app.services.keyExpiry.runOnce(),
    ]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    const restarted = new KeyExpiryNotifier({
      repos: t.app.repos,
      webhooks: t.app.services.webhooks,
      log: t.app.log,
    });
    expect(await restarted.runOnce()).toBe(0);
    await drain();
    expect(receiver.received.length - before).toBe(1);
    expect(JSON.parse(must(receiver.received.at(-1)).body)).toMatchObject({
      data: { keyId: key.id },
    });
  });
});
