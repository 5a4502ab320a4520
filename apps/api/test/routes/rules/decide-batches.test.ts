// Decisions on batch rows, on PGlite and, with TEST_DATABASE_URL, PostgreSQL: a row's report is
// built by the single lookups' path (LookupsService.evaluate), so with a live rule set it keeps the
// decision a single lookup of the same input answers; without one it keeps none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey, call, session } from '../../helpers/clients.js';
import { rulesWorld, type RulesWorld } from './fixture.js';
import { lookup, publish } from './decide-fixture.js';

let w: RulesWorld;

beforeAll(async () => {
  w = await rulesWorld();
  await w.t.app.repos.metering.grant(w.alice.uuid, 'emailLookup', 100);
});
afterAll(async () => w.t.close());

/** Screens a CSV of e-mail addresses as a batch; answers the decisions of its rows' reports. */
async function batchDecisions(emails: string[]): Promise<unknown[]> {
  const up = await w.t.app.inject({
    method: 'POST',
    url: '/api/batches?service=emailLookup&fileName=emails.csv',
    headers: { ...session(w.alice), 'content-type': 'text/csv' },
    payload: ['email', ...emails].join('\r\n') + '\r\n',
  });
  expect(up.statusCode, up.body).toBe(201);
  const id = (up.json() as { id: string }).id;
  const start = await call(w.t.app, 'POST', `/api/batches/${id}/start`, session(w.alice));
  expect(start.statusCode, start.body).toBe(200);
  await w.t.app.services.batchRunner.drain();
  const list = await call(w.t.app, 'GET', `/api/reports?batch=${id}&order=asc`, session(w.alice));
  expect(list.statusCode, list.body).toBe(200);
  const out = [];
  for (const r of list.json() as Array<{ referenceID: string }>) {
    const detail = await call(w.t.app, 'GET', `/api/report/${r.referenceID}`, session(w.alice));
    out.push((detail.json() as { decision?: unknown }).decision);
  }
  return out;
}

describe('decisions on batch rows', () => {
  it('keeps none without a rule set, and the single lookup’s decision with one', async () => {
    expect(await batchDecisions(['abc@mailinator.com'])).toEqual([undefined]);
    const version = await publish(w, 'live');
    const single = await lookup(w.t, apiKey(w.alice), '/emaillookup', {
      email: 'abc@mailinator.com',
    });
    const rows = await batchDecisions(['abc@mailinator.com', 'olivia@acme-corp.com']);
    expect(rows).toHaveLength(2);
    expect(rows).toContainEqual(single.decision);
    expect(rows.every((d) => (d as { version?: number } | undefined)?.version === version)).toBe(
      true,
    );
  });
});
