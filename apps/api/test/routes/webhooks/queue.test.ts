// Webhook deliveries as jobs of the one job queue, worked in the
// background as in production (JOBS_WORK on, no test draining them): an event reaches the receiver
// on its own, and a failed attempt leaves exactly one job for the next attempt, scheduled at the
// delivery's next attempt time.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DELIVERY_QUEUE } from '../../../src/jobs/webhook-delivery.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { call, newCaller, reportOf, session, type Caller } from '../../helpers/clients.js';
import { startReceiver, type Receiver } from '../../helpers/webhook-receiver.js';

let t: TestApp;
let alice: Caller;
let receiver: Receiver;

beforeAll(async () => {
  t = await createTestApp({ jobsWork: true, jobsPollMs: 500 });
  alice = await newCaller(t.app, t.config.outboxDir);
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const lookup = async () => {
  const res = await call(t.app, 'POST', '/api/phonelookup', session(alice), {
    phone: '+447911123456',
  });
  expect(res.statusCode, res.body).toBe(200);
  return reportOf(res.json()).referenceID;
};

const delivery = async (endpointId: string) => {
  const list = await call(t.app, 'GET', `/api/webhooks/endpoints/${endpointId}/deliveries`, {
    authorization: `Bearer ${alice.token}`,
  });
  const [d] = list.json() as Array<{ id: string; attempts: number; nextAttemptAt: string }>;
  if (!d) throw new Error('no delivery');
  return d;
};

it('delivers in the background and schedules a retry job at the next attempt time', async () => {
  const created = await call(
    t.app,
    'POST',
    '/api/webhooks/endpoints',
    { authorization: `Bearer ${alice.token}` },
    { url: receiver.url, events: ['report.created'] },
  );
  expect(created.statusCode, created.body).toBe(201);
  const endpointId = (created.json() as { endpoint: { id: string } }).endpoint.id;
  receiver.statuses.push(500);
  const ref = await lookup();
  await receiver.waitFor(1);
  expect(JSON.parse(receiver.received[0]?.body ?? '{}').data.referenceID).toBe(ref);

  // The attempt's outcome and its next job are written after the answer: wait for the job.
  let waiting: Array<{ start_after: Date }> = [];
  for (let i = 0; i < 100 && waiting.length === 0; i++) {
    waiting = (
      await t.app.database.executeSql(
        `select start_after from pgboss.job
         where name = $1 and state = 'created' and data->>'deliveryId' = $2`,
        [DELIVERY_QUEUE, (await delivery(endpointId)).id],
      )
    ).rows as Array<{ start_after: Date }>;
    if (waiting.length === 0) await new Promise((r) => setTimeout(r, 20));
  }
  expect(waiting).toHaveLength(1);
  const d = await delivery(endpointId);
  expect(d).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500 });
  const next = Date.parse(d.nextAttemptAt);
  expect(Math.abs(new Date(waiting[0]?.start_after ?? 0).getTime() - next)).toBeLessThan(1000);
});
