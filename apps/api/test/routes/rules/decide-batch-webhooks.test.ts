// The decision webhooks of batch rows, on PGlite and, with TEST_DATABASE_URL, PostgreSQL: each row
// whose decision is SUSPICIOUS or RISKY sends `decision.review`, each DECLINED one
// `decision.declined`, as a single call does, with the batch id and the row number; a VERIFIED
// row sends nothing, and working the batch's chunk again sends nothing twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, session } from '../../helpers/clients.js';
import { rule, rulesWorld, type RulesWorld } from './fixture.js';
import { publish } from './decide-fixture.js';

let w: RulesWorld;
let endpoint: string;

beforeAll(async () => {
  w = await rulesWorld();
  await w.t.app.repos.metering.grant(w.alice.uuid, 'emailLookup', 100);
  const made = await call(w.t.app, 'POST', '/api/webhooks/endpoints', session(w.alice), {
    url: 'http://localhost:9/hook',
    events: ['decision.review', 'decision.declined'],
  });
  expect(made.statusCode, made.body).toBe(201);
  endpoint = (made.json() as { endpoint: { id: string } }).endpoint.id;
});
afterAll(async () => w.t.close());

type Delivered = { type: string; data: Record<string, unknown> };

/** The endpoint's queued deliveries, oldest first, with their bodies. */
async function deliveries(): Promise<Delivered[]> {
  const list = await call(
    w.t.app,
    'GET',
    `/api/webhooks/endpoints/${endpoint}/deliveries?limit=100`,
    session(w.alice),
  );
  expect(list.statusCode, list.body).toBe(200);
  const out: Delivered[] = [];
  for (const d of (list.json() as Array<{ id: string }>).reverse()) {
    const detail = await call(w.t.app, 'GET', `/api/webhooks/deliveries/${d.id}`, session(w.alice));
    out.push(JSON.parse((detail.json() as { body: string }).body) as Delivered);
  }
  return out;
}

describe('decision webhooks of batch rows', () => {
  it('sends decision.declined and decision.review per row, with the batch id and row number', async () => {
    await publish(w, 'live', [
      rule('disposable', 'email.disposable', { kind: 'force', outcome: 'decline' }),
      rule('free', 'email.freeProvider', { kind: 'force', outcome: 'review' }),
    ]);
    const up = await w.t.app.inject({
      method: 'POST',
      url: '/api/batches?service=emailLookup&fileName=emails.csv',
      headers: { ...session(w.alice), 'content-type': 'text/csv' },
      payload: 'email\r\nolivia@acme-corp.com\r\nabc@mailinator.com\r\nj.smith@gmail.com\r\n',
    });
    expect(up.statusCode, up.body).toBe(201);
    const batchId = (up.json() as { id: string }).id;
    const start = await call(w.t.app, 'POST', `/api/batches/${batchId}/start`, session(w.alice));
    expect(start.statusCode, start.body).toBe(200);
    await w.t.app.services.batchRunner.drain();

    const list = await call(
      w.t.app,
      'GET',
      `/api/reports?batch=${batchId}&order=asc`,
      session(w.alice),
    );
    const refs = new Map<string, Record<string, unknown>>();
    for (const r of list.json() as Array<{ referenceID: string }>) {
      const detail = await call(w.t.app, 'GET', `/api/report/${r.referenceID}`, session(w.alice));
      refs.set(r.referenceID, detail.json() as Record<string, unknown>);
    }
    const got = await deliveries();
    expect(
      got.map((e) => [e.type, e.data.row, (e.data.decision as { outcome: string }).outcome]),
    ).toEqual([
      ['decision.declined', 2, 'DECLINED'],
      ['decision.review', 3, 'RISKY'],
    ]);
    for (const e of got) {
      const report = refs.get(String(e.data.referenceID));
      expect(report, 'the webhook names a report of the batch').toBeDefined();
      expect(e.data).toEqual({
        referenceID: e.data.referenceID,
        service: 'emailLookup',
        mode: 'live',
        decision: report?.decision,
        batchId,
        row: e.data.row,
      });
    }

    // The chunk worked again (a retried job) finds its rows done and sends nothing more.
    await w.t.app.services.batchRunner.work({ batchId, from: 1, to: 3 });
    expect(await deliveries()).toHaveLength(2);
  });
});
