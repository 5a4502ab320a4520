// Webhook delivery against a local receiver (node:http on 127.0.0.1): the signature verifies with
// the Node and Python snippets of docs/api-contract.md, retries back off after 500s on a clock the
// test moves (no real waiting), deliveries stay in order per endpoint, test events and re-sends.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { call, must, newCaller, reportOf, session, type Caller } from '../../helpers/clients.js';
import { body as checkoutBody } from '../../helpers/payments.js';
import { startReceiver, type Receiver } from '../../helpers/webhook-receiver.js';

let t: TestApp;
let alice: Caller;
let receiver: Receiver;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const auth = (c: Caller) => ({ authorization: `Bearer ${c.token}` });
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, `/api/webhooks${url}`, auth(alice), body);
const drain = () => t.app.services.webhooks.outbox.drain();
const lookup = async (phone = '+447911123456') => {
  const res = await call(t.app, 'POST', '/api/phonelookup', session(alice), { phone });
  expect(res.statusCode, res.body).toBe(200);
  return reportOf(res.json()).referenceID;
};
async function addEndpoint(url: string, events: string[] = ['report.created']) {
  const res = await api('POST', '/endpoints', { url, events });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { endpoint: { id: string }; secret: string };
}
const deliveries = async (endpointId: string) =>
  (await api('GET', `/endpoints/${endpointId}/deliveries`)).json() as Array<{
    id: string;
    status: string;
    attempts: number;
    eventId: string;
    nextAttemptAt: string | null;
    lastStatusCode: number | null;
  }>;

/** The fenced block of `lang` in docs/api-contract.md that contains `marker`. */
function docSnippet(lang: string, marker: string): string {
  const doc = readFileSync(new URL('../../../../../docs/api-contract.md', import.meta.url), 'utf8');
  const blocks = [...doc.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map(
    (m) => m[1] ?? '',
  );
  const found = blocks.find((b) => b.includes(marker));
  if (!found) throw new Error(`no ${lang} snippet with ${marker}`);
  return found;
}

beforeAll(async () => {
  t = await createTestApp({}, {}, { clock });
  alice = await newCaller(t.app, t.config.outboxDir);
});
beforeEach(async () => {
  offsetMs = 0;
  receiver?.close();
  receiver = await startReceiver();
  for (const e of (await api('GET', '/endpoints')).json() as Array<{ id: string }>)
    await api('DELETE', `/endpoints/${e.id}`);
});
afterAll(async () => {
  await receiver?.close();
  await t.close();
});

describe('webhook delivery', () => {
  it('delivers report.created signed so the documented Node and Python snippets verify it', async () => {
    const { endpoint, secret } = await addEndpoint(receiver.url);
    const ref = await lookup();
    expect(await drain()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const got = must(receiver.received[0]);
    const event = JSON.parse(got.body);
    expect(event).toMatchObject({
      type: 'report.created',
      data: {
        referenceID: ref,
        service: 'phoneLookup',
        status: 'VERIFIED',
        requestType: 'dashboard',
      },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(got.headers['pulse-event-id']).toBe(event.id);
    expect(got.headers['pulse-event-type']).toBe('report.created');
    expect(got.headers['user-agent']).toBe('Pulse-Webhooks/1.0');
    const header = String(got.headers['pulse-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const dir = mkdtempSync(join(tmpdir(), 'pulse-verify-'));
    writeFileSync(join(dir, 'verify.mjs'), docSnippet('js', 'verifyPulseSignature'));
    const { verifyPulseSignature } = (await import(join(dir, 'verify.mjs'))) as {
      verifyPulseSignature: (b: string, h: string, s: string, tol?: number) => boolean;
    };
    expect(verifyPulseSignature(got.body, header, secret)).toBe(true);
    expect(verifyPulseSignature(got.body + ' ', header, secret)).toBe(false);
    expect(verifyPulseSignature(got.body, header, `${secret}x`)).toBe(false);
    const old = header.replace(/t=\d+/, (m) => `t=${Number(m.slice(2)) - 301}`);
    expect(verifyPulseSignature(got.body, old, secret)).toBe(false);

    writeFileSync(
      join(dir, 'verify.py'),
      `${docSnippet('python', 'verify_pulse_signature')}\nimport json, sys\n` +
        'a = json.load(sys.stdin)\n' +
        "print(verify_pulse_signature(a['body'].encode(), a['header'], a['secret']))\n",
    );
    const py = (input: object) =>
      execFileSync('python3', [join(dir, 'verify.py')], { input: JSON.stringify(input) })
        .toString()
        .trim();
    expect(py({ body: got.body, header, secret })).toBe('True');
    expect(py({ body: got.body, header: old, secret })).toBe('False');
    expect(py({ body: got.body, header, secret: 'whsec_other' })).toBe('False');

    const [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      lastStatusCode: 200,
      nextAttemptAt: null,
    });
  });

  it('retries after 500s with exponential backoff and logs each attempt', async () => {
    const { endpoint } = await addEndpoint(receiver.url);
    receiver.statuses.push(500, 500, 500);
    await lookup();
    expect(await drain()).toBe(1);
    let [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    // First retry 15-30 s later (30 s step, jitter between half and all of it).
    const wait1 = Date.parse(must(must(d).nextAttemptAt)) - clock().getTime();
    expect(wait1).toBeGreaterThan(14_000);
    expect(wait1).toBeLessThanOrEqual(30_000);
    expect(await drain()).toBe(0); // not due yet
    offsetMs += wait1;
    expect(await drain()).toBe(1);
    [d] = await deliveries(endpoint.id);
    const wait2 = Date.parse(must(must(d).nextAttemptAt)) - clock().getTime();
    expect(wait2).toBeGreaterThan(29_000); // second step: 60 s, drawn in 30-60 s
    expect(wait2).toBeLessThanOrEqual(60_000);
    offsetMs += wait2;
    expect(await drain()).toBe(1);
    [d] = await deliveries(endpoint.id);
    const wait3 = Date.parse(must(must(d).nextAttemptAt)) - clock().getTime();
    expect(wait3).toBeGreaterThan(59_000); // third step: 120 s
    expect(wait3).toBeLessThanOrEqual(120_000);
    offsetMs += wait3;
    expect(await drain()).toBe(1);
    expect(receiver.received).toHaveLength(4);
    expect(new Set(receiver.received.map((r) => JSON.parse(r.body).id)).size).toBe(1);

    const detail = (await api('GET', `/deliveries/${must(d).id}`)).json();
    expect(detail).toMatchObject({ status: 'succeeded', attempts: 4, endpointId: endpoint.id });
    expect(detail.attemptLog.map((a: { statusCode: number }) => a.statusCode)).toEqual([
      500, 500, 500, 200,
    ]);
    expect(detail.attemptLog[0].responseBody).toHaveLength(1024);
    expect(detail.attemptLog[0].responseBody.startsWith('failure 500')).toBe(true);
    expect(detail.attemptLog[3].responseBody).toBe('ok');
    for (const a of detail.attemptLog) expect(a.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('gives up 24 h after the event', async () => {
    const { endpoint } = await addEndpoint(receiver.url);
    receiver.statuses.push(503, 503);
    await lookup();
    await drain();
    offsetMs += 24 * 3600_000 - 10_000;
    expect(await drain()).toBe(1);
    const [d] = await deliveries(endpoint.id);
    expect(d).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastStatusCode: 503,
      nextAttemptAt: null,
    });
    offsetMs += 3600_000;
    expect(await drain()).toBe(0);
  });

  it('keeps deliveries in order per endpoint; another endpoint does not wait', async () => {
    const first = await addEndpoint(receiver.url);
    const other = await startReceiver('/other');
    try {
      const second = await addEndpoint(other.url);
      receiver.statuses.push(500);
      const refs = [await lookup(), await lookup(), await lookup()];
      expect(await drain()).toBe(4); // head of the first endpoint (fails) + all three to the other
      expect(receiver.received).toHaveLength(1);
      expect(other.received.map((r) => JSON.parse(r.body).data.referenceID)).toEqual(refs);
      const waiting = await deliveries(first.endpoint.id);
      expect(waiting.map((d) => [d.status, d.attempts])).toEqual([
        ['pending', 0],
        ['pending', 0],
        ['pending', 1],
      ]);
      offsetMs += 31_000;
      expect(await drain()).toBe(3);
      expect(receiver.received.map((r) => JSON.parse(r.body).data.referenceID)).toEqual([
        refs[0],
        ...refs,
      ]);
      expect((await deliveries(second.endpoint.id)).every((d) => d.status === 'succeeded')).toBe(
        true,
      );
    } finally {
      await other.close();
    }
  });

  it('re-sends a delivery by hand with the same event', async () => {
    const { endpoint } = await addEndpoint(receiver.url);
    await lookup();
    await drain();
    const [d] = await deliveries(endpoint.id);
    const res = await api('POST', `/deliveries/${must(d).id}/resend`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      status: 'pending',
      eventId: must(d).eventId,
      resentFrom: must(d).id,
    });
    expect(await drain()).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(must(receiver.received[1]).body).toBe(must(receiver.received[0]).body);
    const list = await deliveries(endpoint.id);
    expect(list.map((x) => x.status)).toEqual(['succeeded', 'succeeded']);
    const bob = await newCaller(t.app, t.config.outboxDir);
    const foreign = await call(
      t.app,
      'POST',
      `/api/webhooks/deliveries/${must(d).id}/resend`,
      auth(bob),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('sends a re-send at once, not behind a failing delivery of its endpoint', async () => {
    const { endpoint } = await addEndpoint(receiver.url);
    receiver.statuses.push(500);
    await lookup();
    await lookup();
    expect(await drain()).toBe(1); // the head fails; the second waits behind it
    const [second, first] = await deliveries(endpoint.id);
    expect(must(first)).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
    expect(must(second)).toMatchObject({ status: 'pending', attempts: 0 });

    // Re-sending the failing one goes out now, on the same clock (its backoff is 15 s or more).
    const res = await api('POST', `/deliveries/${must(first).id}/resend`);
    expect(res.statusCode, res.body).toBe(202);
    expect(await drain()).toBe(1);
    expect(receiver.received).toHaveLength(2);
    expect(JSON.parse(must(receiver.received[1]).body).id).toBe(must(first).eventId);
    const after = await deliveries(endpoint.id);
    expect(after.map((d) => [d.status, d.attempts])).toEqual([
      ['succeeded', 1], // the re-send
      ['pending', 0], // still in order behind the original, which keeps retrying
      ['pending', 1],
    ]);
    offsetMs += 31 * 60_000;
    expect(await drain()).toBe(2);
    expect((await deliveries(endpoint.id)).every((d) => d.status === 'succeeded')).toBe(true);
  });

  it('sends a test event and report.deleted; a disabled endpoint gets nothing new', async () => {
    const { endpoint } = await addEndpoint(receiver.url, ['report.created', 'report.deleted']);
    const test = await api('POST', `/endpoints/${endpoint.id}/test?type=balance.low`);
    expect(test.statusCode).toBe(202);
    expect((await api('POST', `/endpoints/${endpoint.id}/test?type=nope`)).json().error).toBe(
      'Unknown event: nope',
    );
    await drain();
    expect(JSON.parse(must(receiver.received[0]).body)).toMatchObject({
      type: 'balance.low',
      test: true,
      data: { service: 'emailLookup', callsLeft: 99, threshold: 100 },
    });
    const ref = await lookup();
    const del = await call(t.app, 'DELETE', `/api/reports/${ref}`, session(alice));
    expect(del.statusCode).toBe(200);
    await drain();
    expect(receiver.received.map((r) => JSON.parse(r.body).type)).toEqual([
      'balance.low',
      'report.created',
      'report.deleted',
    ]);
    expect(JSON.parse(must(receiver.received[2]).body).data.referenceID).toBe(ref);
    await api('PATCH', `/endpoints/${endpoint.id}`, { enabled: false });
    await lookup();
    expect(await drain()).toBe(0);
    expect(receiver.received).toHaveLength(3);
  });

  it('pages the delivery log by cursor', async () => {
    const { endpoint } = await addEndpoint(receiver.url);
    for (let i = 0; i < 3; i++) await api('POST', `/endpoints/${endpoint.id}/test`);
    const page1 = await api('GET', `/endpoints/${endpoint.id}/deliveries?limit=2`);
    expect(page1.json()).toHaveLength(2);
    const cursor = page1.headers['x-next-cursor'];
    expect(cursor).toBeTruthy();
    const page2 = await api('GET', `/endpoints/${endpoint.id}/deliveries?limit=2&cursor=${cursor}`);
    expect(page2.json()).toHaveLength(1);
    expect(page2.headers['x-next-cursor']).toBeUndefined();
    expect((await api('GET', `/endpoints/${endpoint.id}/deliveries?cursor=abc`)).json().error).toBe(
      'Invalid cursor',
    );
    expect((await api('GET', `/endpoints/${endpoint.id}/deliveries?limit=0`)).json().error).toBe(
      'limit must be between 1 and 100',
    );
  });
  it('delivers payment.succeeded when a sandbox top-up is paid', async () => {
    const { endpoint } = await addEndpoint(receiver.url, ['payment.succeeded']);
    const res = await call(
      t.app,
      'POST',
      '/api/payments/create-checkout-session',
      session(alice),
      checkoutBody({ quantity: 1000 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { url, sessionId } = res.json() as { url: string; sessionId: string };
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${sessionId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: new URL(url).searchParams.get('token') ?? '',
        action: 'pay',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
        name: 'Ada Lovelace',
      }).toString(),
    });
    expect(pay.statusCode, pay.body).toBe(303);
    expect(await drain()).toBe(1);
    expect(JSON.parse(must(receiver.received[0]).body)).toMatchObject({
      type: 'payment.succeeded',
      data: { paymentId: sessionId, service: 'emailLookup', quantity: 1000, currency: 'usd' },
    });
    expect((await deliveries(endpoint.id)).map((d) => d.status)).toEqual(['succeeded']);
  });
});
