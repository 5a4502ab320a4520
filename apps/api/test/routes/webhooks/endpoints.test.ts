// Webhook endpoints: create (secret shown once), list, edit, roll the secret, delete, every
// validation message, the address rules and tenancy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { call, newCaller, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;
let bob: Caller;

const auth = (c: Caller) => ({ authorization: `Bearer ${c.token}` });
const req = (c: Caller, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, `/api/webhooks${url}`, auth(c), body);

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
  bob = await newCaller(t.app, t.config.outboxDir);
});
afterAll(async () => t.close());

describe('webhook endpoints', () => {
  it('creates an endpoint and shows its secret once', async () => {
    const res = await req(alice, 'POST', '/endpoints', {
      url: 'https://hooks.example.com/pulse',
      events: ['report.deleted', 'report.created', 'report.created'],
      description: '  Production receiver ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { endpoint, secret } = res.json();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({
      url: 'https://hooks.example.com/pulse',
      description: 'Production receiver',
      events: ['report.created', 'report.deleted'],
      enabled: true,
      secretPrefix: secret.slice(0, 10),
    });
    const list = await req(alice, 'GET', '/endpoints');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([endpoint]);
    expect(list.body).not.toContain(secret);
    expect(await t.app.services.webhooks.secretOf(alice.uuid, endpoint.id)).toBe(secret);
  });

  it('edits, disables, rolls the secret and deletes', async () => {
    const created = (
      await req(alice, 'POST', '/endpoints', {
        url: 'https://a.example.com/h',
        events: ['balance.low'],
      })
    ).json();
    const id = created.endpoint.id as string;
    const patched = await req(alice, 'PATCH', `/endpoints/${id}`, {
      url: 'https://b.example.com/h',
      events: ['key.expiring', 'payment.succeeded'],
      description: 'Billing',
      enabled: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      url: 'https://b.example.com/h',
      events: ['payment.succeeded', 'key.expiring'],
      description: 'Billing',
      enabled: false,
    });
    const rolled = await req(alice, 'POST', `/endpoints/${id}/roll-secret`);
    expect(rolled.statusCode).toBe(200);
    expect(rolled.json().secret).not.toBe(created.secret);
    expect(rolled.json().endpoint.secretPrefix).toBe(rolled.json().secret.slice(0, 10));
    expect(await t.app.services.webhooks.secretOf(alice.uuid, id)).toBe(rolled.json().secret);
    const del = await req(alice, 'DELETE', `/endpoints/${id}`);
    expect(del.json()).toEqual({ message: 'Endpoint deleted' });
    expect((await req(alice, 'DELETE', `/endpoints/${id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ url: '', events: ['report.created'] }, 'Enter the URL of your endpoint'],
    [
      { url: 'not a url', events: ['report.created'] },
      'Enter a valid URL, like https://example.com/webhooks',
    ],
    [
      { url: 'ftp://example.com/x', events: ['report.created'] },
      'The URL must start with https://',
    ],
    [
      { url: 'http://example.com/x', events: ['report.created'] },
      'The URL must start with https://',
    ],
    [
      { url: 'https://10.0.0.5/x', events: ['report.created'] },
      'The URL must point to a public address',
    ],
    [
      { url: 'https://169.254.169.254/latest', events: ['report.created'] },
      'The URL must point to a public address',
    ],
    [
      { url: 'https://[fd00::1]/x', events: ['report.created'] },
      'The URL must point to a public address',
    ],
    [
      { url: 'https://user:pw@example.com/x', events: ['report.created'] },
      'The URL must not contain a user name or password',
    ],
    [
      { url: `https://example.com/${'a'.repeat(2048)}`, events: ['report.created'] },
      'The URL must be at most 2048 characters',
    ],
    [{ url: 'https://example.com/x', events: [] }, 'Choose at least one event'],
    [{ url: 'https://example.com/x', events: ['report.updated'] }, 'Unknown event: report.updated'],
    [
      { url: 'https://example.com/x', events: ['report.created'], description: 'd'.repeat(201) },
      'The description must be at most 200 characters',
    ],
  ])('refuses %j: %s', async (body, message) => {
    const res = await req(alice, 'POST', '/endpoints', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', error: message });
    expect(res.json().requestId).toBeTruthy();
  });

  it('accepts http:// on loopback only where local receivers are allowed', async () => {
    const ok = await req(alice, 'POST', '/endpoints', {
      url: 'http://127.0.0.1:9/h',
      events: ['report.created'],
    });
    expect(ok.statusCode).toBe(201);
    const prod = await createTestApp({ webhookLocalReceivers: false });
    try {
      const carol = await newCaller(prod.app, prod.config.outboxDir);
      for (const url of ['http://127.0.0.1:9/h', 'https://127.0.0.1/h', 'https://localhost/h']) {
        const res = await call(prod.app, 'POST', '/api/webhooks/endpoints', auth(carol), {
          url,
          events: ['report.created'],
        });
        expect(res.statusCode, url).toBe(400);
      }
    } finally {
      await prod.close();
    }
  });

  it('caps the number of endpoints', async () => {
    const dave = await newCaller(t.app, t.config.outboxDir);
    for (let i = 0; i < 16; i++)
      expect(
        (
          await req(dave, 'POST', '/endpoints', {
            url: `https://e${i}.example.com`,
            events: ['report.created'],
          })
        ).statusCode,
      ).toBe(201);
    const res = await req(dave, 'POST', '/endpoints', {
      url: 'https://x.example.com',
      events: ['report.created'],
    });
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'You can add at most 16 endpoints',
    });
  });

  it("never shows or changes another tenant's endpoint", async () => {
    const mine = (
      await req(alice, 'POST', '/endpoints', {
        url: 'https://mine.example.com',
        events: ['report.created'],
      })
    ).json().endpoint.id as string;
    expect((await req(bob, 'GET', '/endpoints')).json()).toEqual([]);
    for (const [method, url] of [
      ['PATCH', `/endpoints/${mine}`],
      ['DELETE', `/endpoints/${mine}`],
      ['POST', `/endpoints/${mine}/roll-secret`],
      ['POST', `/endpoints/${mine}/test`],
      ['GET', `/endpoints/${mine}/deliveries`],
    ] as const) {
      const res = await req(bob, method, url, method === 'PATCH' ? { enabled: false } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toBe('Webhook endpoint not found');
    }
    expect(
      (await req(alice, 'GET', '/endpoints')).json().find((e: { id: string }) => e.id === mine)
        .enabled,
    ).toBe(true);
  });

  it('needs a session and a uuid', async () => {
    expect((await call(t.app, 'GET', '/api/webhooks/endpoints', {})).statusCode).toBe(401);
    const res = await req(alice, 'PATCH', '/endpoints/not-a-uuid', { enabled: true });
    expect(res.statusCode).toBe(400);
    expect(
      (await req(alice, 'GET', '/deliveries/00000000-0000-4000-8000-000000000000')).json().error,
    ).toBe('Delivery not found');
  });
});
