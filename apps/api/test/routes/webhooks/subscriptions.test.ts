// clients.webhook_events (migration 0016): the trigger on webhook_endpoints keeps the event types of
// a client's enabled endpoints on its row, so a lookup of a client no endpoint listens to queues its
// `report.created` without a query, and one that has an endpoint still gets its delivery at once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { apiKey, call, must, newCaller, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;
const auth = (c: Caller) => ({ authorization: `Bearer ${c.token}` });
const eventsOf = async (c: Caller) =>
  must(await t.app.repos.clients.findByEmail(c.email), 'client').webhookEvents;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
});
afterAll(async () => t.close());

describe('clients.webhook_events', () => {
  it('follows every create, change, disable and delete of the endpoints', async () => {
    expect(await eventsOf(alice)).toEqual([]);
    const make = async (events: string[]) => {
      const res = await call(t.app, 'POST', '/api/webhooks/endpoints', auth(alice), {
        url: 'http://localhost:9/hook',
        events,
      });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { endpoint: { id: string } }).endpoint.id;
    };
    const a = await make(['report.created', 'balance.low']);
    const b = await make(['balance.low', 'key.expiring']);
    expect(await eventsOf(alice)).toEqual(['balance.low', 'key.expiring', 'report.created']);
    const patch = (id: string, body: unknown) =>
      call(t.app, 'PATCH', `/api/webhooks/endpoints/${id}`, auth(alice), body);
    expect((await patch(a, { enabled: false })).statusCode).toBe(200);
    expect(await eventsOf(alice)).toEqual(['balance.low', 'key.expiring']);
    expect((await patch(b, { events: ['payment.succeeded'] })).statusCode).toBe(200);
    expect(await eventsOf(alice)).toEqual(['payment.succeeded']);
    expect((await patch(a, { enabled: true })).statusCode).toBe(200);
    expect(await eventsOf(alice)).toEqual(['balance.low', 'payment.succeeded', 'report.created']);
    for (const id of [a, b])
      expect(
        (await call(t.app, 'DELETE', `/api/webhooks/endpoints/${id}`, auth(alice))).statusCode,
      ).toBe(200);
    expect(await eventsOf(alice)).toEqual([]);
  });

  it('lets a lookup skip the endpoint query when nothing listens, and not when something does', async () => {
    const bob = await newCaller(t.app, t.config.outboxDir);
    const subscribers = vi.spyOn(t.app.repos.webhooks, 'subscribers');
    try {
      const phone = { phone: '+447911123456' };
      expect((await call(t.app, 'POST', '/api/phonelookup', apiKey(bob), phone)).statusCode).toBe(
        200,
      );
      expect(subscribers).not.toHaveBeenCalled();

      const made = await call(t.app, 'POST', '/api/webhooks/endpoints', auth(bob), {
        url: 'http://localhost:9/hook',
        events: ['report.created'],
      });
      expect(made.statusCode, made.body).toBe(201);
      const endpoint = (made.json() as { endpoint: { id: string } }).endpoint.id;
      // The very next call is delivered: the row read for it already names the endpoint's events.
      expect((await call(t.app, 'POST', '/api/phonelookup', apiKey(bob), phone)).statusCode).toBe(
        200,
      );
      expect(subscribers).toHaveBeenCalledTimes(1);
      const queued = await call(
        t.app,
        'GET',
        `/api/webhooks/endpoints/${endpoint}/deliveries`,
        auth(bob),
      );
      expect((queued.json() as Array<{ eventType?: string }>).length).toBe(1);
    } finally {
      subscribers.mockRestore();
    }
  });
});
