// Balance warnings: thresholds per service (validation, tenancy), and one e-mail plus
// one balance.low event per downward crossing, re-armed only when a top-up lifts the balance above;
// the deprecated path /billing/alerts and field lastAlertAt answer the same until the next major.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { bearer, outboxMessages } from '../../helpers/accounts.js';
import { apiKey, call, must, newCaller, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;
let bob: Caller;
const events: Array<{ clientId: string; data: Record<string, unknown> }> = [];

interface Line {
  service: string;
  name: string;
  callsLeft: number;
  threshold: number | null;
  low: boolean;
  lastWarnedAt: string | null;
  lastAlertAt: string | null;
}

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
  bob = await newCaller(t.app, t.config.outboxDir);
  t.app.services.events.subscribe((e) => {
    if (e.type === 'balance.low') events.push({ clientId: e.tenantId, data: e.data });
  });
});
afterAll(async () => t.close());

const warningMails = (who: Caller) =>
  outboxMessages(t.config.outboxDir).filter(
    (m) => m.includes(`To: ${who.email}`) && m.includes('Subject: Pulse:'),
  );

const PATH = '/api/billing/balance-warnings';
const OLD_PATH = '/api/billing/alerts';

async function lines(who: Caller, path = PATH): Promise<Line[]> {
  const res = await call(t.app, 'GET', path, bearer(who.token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Line[];
}
const lineOf = async (who: Caller, service: string) =>
  must(
    (await lines(who)).find((l) => l.service === service),
    service,
  );

const setThreshold = (who: Caller, service: string, threshold: unknown, path = PATH) =>
  call(t.app, 'PUT', `${path}/${service}`, bearer(who.token), { threshold });

async function lookups(who: Caller, n: number) {
  for (let i = 0; i < n; i++) {
    const res = await call(t.app, 'POST', '/api/iplookup', apiKey(who), { ip: '8.8.4.4' });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Lets the warnings sent after the answers finish. */
const quiet = () => new Promise((r) => setTimeout(r, 150));

describe('thresholds', () => {
  it('lists every service with calls left and no threshold at first', async () => {
    const all = await lines(alice);
    expect(all.map((l) => l.service)).toContain('ipLookup');
    expect(await lineOf(alice, 'ipLookup')).toMatchObject({
      name: 'IP Lookup',
      callsLeft: 100,
      threshold: null,
      low: false,
      lastWarnedAt: null,
      lastAlertAt: null,
    });
  });

  it('sets, validates and removes a threshold, per tenant', async () => {
    const ok = await setThreshold(alice, 'ipLookup', 50);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ service: 'ipLookup', threshold: 50, callsLeft: 100 });
    expect((await lineOf(bob, 'ipLookup')).threshold).toBeNull();
    for (const bad of [0, -1, 1.5, 'ten', 10_000_001, null]) {
      const res = await setThreshold(alice, 'ipLookup', bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const unknown = await setThreshold(alice, 'teleportLookup', 5);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'Unknown service' });
    const gone = await call(t.app, 'DELETE', `${PATH}/ipLookup`, bearer(alice.token));
    expect(gone.json()).toMatchObject({ service: 'ipLookup', threshold: null });
    expect(
      (await call(t.app, 'GET', PATH, apiKey(alice))).statusCode,
      'an API key alone cannot read them',
    ).toBe(401);
    expect((await call(t.app, 'PUT', `${PATH}/ipLookup`, {}, { threshold: 5 })).statusCode).toBe(
      401,
    );
  });
});

describe('crossings', () => {
  it('sends one e-mail and one balance.low per crossing; a top-up above the threshold re-arms it', async () => {
    expect((await setThreshold(alice, 'ipLookup', 98)).statusCode).toBe(200);
    await lookups(alice, 1); // 99 left
    await quiet();
    expect(events).toHaveLength(0);
    await lookups(alice, 1); // 98 left: crossed
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]).toEqual({
      clientId: alice.uuid,
      data: { service: 'ipLookup', serviceName: 'IP Lookup', callsLeft: 98, threshold: 98 },
    });
    await vi.waitFor(() => expect(warningMails(alice)).toHaveLength(1));
    const mail = must(warningMails(alice)[0]);
    expect(mail).toContain('Subject: Pulse: 98 IP Lookup calls left');
    expect(mail).toContain(
      'Your IP Lookup balance has fallen to 98 calls left, the warning threshold you set.',
    );
    expect(mail).toContain(`${t.config.publicAppUrl}/billing`);
    expect(mail).toContain('You can change or remove this warning on the Billing page.');
    const line = await lineOf(alice, 'ipLookup');
    expect(line).toMatchObject({ callsLeft: 98, threshold: 98, low: true });
    expect(line.lastWarnedAt).not.toBeNull();

    await lookups(alice, 2); // 96: still below, nothing more
    await quiet();
    expect(events).toHaveLength(1);

    // A top-up that does not lift the balance above the threshold does not re-arm it.
    await t.app.repos.metering.grant(alice.uuid, 'ipLookup', 2); // 98
    await lookups(alice, 1); // 97
    await quiet();
    expect(events).toHaveLength(1);

    // Lifted above it (102), then down again through it: one more warning.
    await t.app.repos.metering.grant(alice.uuid, 'ipLookup', 5);
    expect((await lineOf(alice, 'ipLookup')).low).toBe(false);
    await lookups(alice, 5); // 101 … 97
    await vi.waitFor(() => expect(events).toHaveLength(2));
    await vi.waitFor(() => expect(warningMails(alice)).toHaveLength(2));
    await quiet();
    expect(events).toHaveLength(2);
    expect(warningMails(bob)).toHaveLength(0);
  });

  it('warns at once when the threshold is set at or above the balance, and only once', async () => {
    const carol = await newCaller(t.app, t.config.outboxDir);
    const mine = () => events.filter((e) => e.clientId === carol.uuid);
    const set = await setThreshold(carol, 'emailLookup', 150); // 100 left: already below
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ callsLeft: 100, threshold: 150, low: true });
    expect(set.json().lastWarnedAt).not.toBeNull();
    expect(mine()).toEqual([
      {
        clientId: carol.uuid,
        data: {
          service: 'emailLookup',
          serviceName: 'Email Lookup',
          callsLeft: 100,
          threshold: 150,
        },
      },
    ]);
    const mails = warningMails(carol);
    expect(mails).toHaveLength(1);
    expect(must(mails[0])).toContain(
      'Your Email Lookup balance is 100 calls left, below the warning threshold you set (150).',
    );
    // Still low under the new threshold: no second warning for the same low balance.
    expect((await setThreshold(carol, 'emailLookup', 120)).statusCode).toBe(200);
    // Exactly at the balance counts as "at or below", after the balance was above the threshold.
    expect((await setThreshold(carol, 'phoneLookup', 100)).statusCode).toBe(200);
    expect(mine().map((e) => e.data.service)).toEqual(['emailLookup', 'phoneLookup']);
    expect(warningMails(carol)).toHaveLength(2);
  });

  it('sends exactly one warning when concurrent calls cross the threshold together', async () => {
    const before = events.length;
    expect((await setThreshold(bob, 'ipLookup', 95)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(t.app, 'POST', '/api/iplookup', apiKey(bob), { ip: '8.8.4.4' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    await vi.waitFor(() => expect(events.length).toBe(before + 1));
    await quiet();
    expect(events.slice(before)).toEqual([
      { clientId: bob.uuid, data: expect.objectContaining({ callsLeft: 95 }) as unknown },
    ]);
    expect((await lineOf(bob, 'ipLookup')).callsLeft).toBe(88);
  });
});

describe('deprecated path and field (until the next major version)', () => {
  it('answers /billing/alerts as /billing/balance-warnings, with lastAlertAt beside lastWarnedAt', async () => {
    const dave = await newCaller(t.app, t.config.outboxDir);
    const set = await setThreshold(dave, 'phoneLookup', 100, OLD_PATH);
    expect(set.statusCode, set.body).toBe(200);
    const line = set.json() as Line;
    expect(line).toMatchObject({ service: 'phoneLookup', threshold: 100, low: true });
    expect(line.lastWarnedAt).not.toBeNull();
    expect(line.lastAlertAt).toBe(line.lastWarnedAt);
    // The new path reads what the old one wrote, and both list the same lines.
    expect(await lines(dave, OLD_PATH)).toEqual(await lines(dave));
    const validation = await setThreshold(dave, 'phoneLookup', 0, OLD_PATH);
    expect(validation.statusCode).toBe(400);
    expect((await setThreshold(dave, 'teleportLookup', 5, OLD_PATH)).statusCode).toBe(404);
    const gone = await call(t.app, 'DELETE', `${OLD_PATH}/phoneLookup`, bearer(dave.token));
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json()).toMatchObject({ service: 'phoneLookup', threshold: null });
    expect((await lineOf(dave, 'phoneLookup')).threshold).toBeNull();
    expect((await call(t.app, 'GET', OLD_PATH, apiKey(dave))).statusCode).toBe(401);
  });

  it('marks the old path and field deprecated in the OpenAPI document', () => {
    interface Op {
      deprecated?: boolean;
      responses: Record<string, { content: Record<string, { schema: LineSchema }> }>;
    }
    interface LineSchema {
      items: { properties: Record<string, { deprecated?: boolean }> };
    }
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Op>> };
    for (const [path, method] of [
      ['/api/billing/alerts', 'get'],
      ['/api/billing/alerts/{service}', 'put'],
      ['/api/billing/alerts/{service}', 'delete'],
    ] as const)
      expect([path, method, doc.paths[path]?.[method]?.deprecated]).toEqual([path, method, true]);
    const get = must(doc.paths['/api/billing/balance-warnings']?.get);
    expect(get.deprecated).toBeUndefined();
    const props = must(get.responses['200']?.content['application/json']?.schema).items.properties;
    expect(props.lastAlertAt?.deprecated).toBe(true);
    expect(props.lastWarnedAt?.deprecated).toBeUndefined();
  });
});
