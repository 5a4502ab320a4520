// The webhooks of decisions, on PGlite and, with TEST_DATABASE_URL, PostgreSQL: an endpoint
// subscribed to `decision.review` and `decision.declined` gets one for each SUSPICIOUS or RISKY and
// each DECLINED decision, with the report's reference id, service and decision; none without a
// rule set, and none for a VERIFIED decision.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey, call } from '../../helpers/clients.js';
import { rulesWorld, type RulesWorld } from './fixture.js';
import { lookup, publish, reportIn } from './decide-fixture.js';

let w: RulesWorld;
let endpoint: string;
const auth = () => ({ authorization: `Bearer ${w.alice.token}` });

beforeAll(async () => {
  w = await rulesWorld();
  const made = await call(w.t.app, 'POST', '/api/webhooks/endpoints', auth(), {
    url: 'http://localhost:9/hook',
    events: ['decision.review', 'decision.declined'],
  });
  expect(made.statusCode, made.body).toBe(201);
  endpoint = (made.json() as { endpoint: { id: string } }).endpoint.id;
});
afterAll(async () => w.t.close());

/** The endpoint's queued deliveries, oldest first, with their bodies. */
async function deliveries(): Promise<Array<{ type: string; data: Record<string, unknown> }>> {
  const list = await call(
    w.t.app,
    'GET',
    `/api/webhooks/endpoints/${endpoint}/deliveries?limit=100`,
    auth(),
  );
  expect(list.statusCode, list.body).toBe(200);
  const out = [];
  for (const d of (list.json() as Array<{ id: string }>).reverse()) {
    const detail = await call(w.t.app, 'GET', `/api/webhooks/deliveries/${d.id}`, auth());
    expect(detail.statusCode, detail.body).toBe(200);
    out.push(JSON.parse((detail.json() as { body: string }).body));
  }
  return out as Array<{ type: string; data: Record<string, unknown> }>;
}

const email = (address: string) => lookup(w.t, apiKey(w.alice), '/emaillookup', { email: address });

describe('decision webhooks', () => {
  it('fires nothing without a rule set', async () => {
    await email('abc@mailinator.com');
    expect(await deliveries()).toEqual([]);
  });

  it('fires decision.declined and decision.review with the report and its decision', async () => {
    await publish(w, 'live', [
      {
        id: 'disposable',
        name: 'Disposable',
        expression: 'email.disposable',
        enabled: true,
        effect: { kind: 'force', outcome: 'decline' },
      },
      {
        id: 'free',
        name: 'Free provider',
        expression: 'email.freeProvider',
        enabled: true,
        effect: { kind: 'force', outcome: 'review' },
      },
    ]);
    const declined = await email('abc@mailinator.com');
    const review = await email('j.smith@gmail.com');
    const verified = await email('olivia@acme-corp.com');
    expect(verified.decision).toMatchObject({ outcome: 'VERIFIED' });
    const got = await deliveries();
    expect(got.map((e) => e.type)).toEqual(['decision.declined', 'decision.review']);
    expect(got[0]?.data).toEqual({
      referenceID: reportIn(declined).referenceID,
      service: 'emailLookup',
      mode: 'live',
      decision: declined.decision,
    });
    expect(got[1]?.data).toMatchObject({
      referenceID: reportIn(review).referenceID,
      decision: { outcome: 'RISKY', fired: [{ ruleId: 'free' }] },
    });
  });
});
