// Decisions on every lookup, on PGlite and, with TEST_DATABASE_URL, PostgreSQL: without a rule set
// of the call's mode every answer is what it was before decisions existed (no `decision` key, the
// same JSON), and a test key is decided by the test rule set alone; with a live one, every service
// answers and stores its decision, and the report, a try and a backtest of that report agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/accounts.js';
import { apiKey, call } from '../../helpers/clients.js';
import { as, rulesWorld, type RulesWorld } from './fixture.js';
import {
  CALLS,
  enableAll,
  fixed,
  lookup,
  publish,
  reportIn,
  RULES,
  statusOf,
} from './decide-fixture.js';

let w: RulesWorld;
/** The answers of CALLS before any rule set, blanked (`fixed`). */
const before = new Map<string, unknown>();

beforeAll(async () => {
  w = await rulesWorld();
  await enableAll(w.t, w.alice);
  for (const [service, path, payload] of CALLS) {
    const answer = await lookup(w.t, apiKey(w.alice), path, payload);
    expect(answer).not.toHaveProperty('decision');
    before.set(service, fixed(answer));
  }
});
afterAll(async () => w.t.close());

describe('decisions on lookups', () => {
  it('leaves every live answer as it was while only a test rule set exists', async () => {
    const testVersion = await publish(w, 'test');
    // A test key is decided by the test rule set.
    const made = await call(w.t.app, 'POST', '/api/developers/keys', bearer(w.alice.token), {
      name: 'Sandbox',
      mode: 'test',
    });
    const testKey = {
      licensekey: (made.json() as { secret: string }).secret,
      clientid: w.alice.clientId,
    };
    const sandbox = await lookup(w.t, testKey, '/emaillookup', { email: 'abc@mailinator.com' });
    expect(sandbox.decision).toMatchObject({ mode: 'test', version: testVersion });
    for (const [service, path, payload] of CALLS) {
      const answer = await lookup(w.t, apiKey(w.alice), path, payload);
      expect(answer, service).not.toHaveProperty('decision');
      expect(fixed(answer), service).toEqual(before.get(service));
      const detail = await as(w, w.alice, 'GET', `/api/report/${reportIn(answer).referenceID}`);
      expect(detail.json(), service).not.toHaveProperty('decision');
    }
  });

  it('gives every service a decision with a live rule set, stored with its report', async () => {
    const version = await publish(w, 'live');
    const from = new Date().toISOString().slice(0, 10);
    const decided: Array<{ service: string; ref: string; decision: Record<string, unknown> }> = [];
    for (const [service, path, payload] of CALLS) {
      const answer = await lookup(w.t, apiKey(w.alice), path, payload);
      const ref = reportIn(answer).referenceID;
      if (statusOf(answer) === 'ERROR') {
        // A check that could not run (no list loaded here) decides nothing, as in a backtest.
        expect(answer, service).not.toHaveProperty('decision');
        continue;
      }
      const decision = answer.decision as Record<string, unknown>;
      expect(decision, service).toMatchObject({ version, mode: 'live' });
      // Apart from `decision`, the answer is the one without rules.
      const { decision: _, ...rest } = answer;
      expect(fixed(rest), service).toEqual(before.get(service));
      const detail = await as(w, w.alice, 'GET', `/api/report/${ref}`);
      expect(detail.json().decision, service).toEqual(decision);
      decided.push({ service, ref, decision });
    }
    expect(decided.length).toBeGreaterThanOrEqual(6);
    expect(decided.map((d) => d.service)).toEqual(
      expect.arrayContaining(['emailLookup', 'fraudEngine']),
    );
    for (const d of decided)
      if (d.service === 'emailLookup' || d.service === 'fraudEngine')
        expect(d.decision.outcome, d.service).toBe('DECLINED');

    // The draft is the live version's body: a try and a backtest decide each stored report as the
    // lookup did.
    for (const { ref, decision } of decided) {
      const tried = await as(w, w.admin, 'POST', '/api/rules/try', { referenceId: ref });
      expect(tried.statusCode, tried.body).toBe(200);
      expect({ ...tried.json().decision, version, mode: 'live' }).toEqual(decision);
    }
    const bt = await as(w, w.admin, 'POST', '/api/rules/backtest', { from, to: from });
    expect(bt.statusCode, bt.body).toBe(200);
    const result = bt.json() as {
      draft: Record<string, number>;
      live: Record<string, number>;
      hits: Array<{ ruleId: string; count: number }>;
    };
    // Reports of before the live version count there too, all decided by it alike.
    expect(result.draft).toEqual(result.live);
    const fired = (id: string) =>
      decided.filter((d) =>
        (d.decision.fired as Array<{ ruleId: string }>).some((f) => f.ruleId === id),
      ).length;
    for (const r of RULES)
      expect(result.hits.find((h) => h.ruleId === r.id)?.count ?? 0).toBeGreaterThanOrEqual(
        fired(r.id),
      );
  });

  it('stores the decision of each of concurrent lookups written together', async () => {
    const emails = ['a@mailinator.com', 'j.smith@gmail.com', 'olivia@acme-corp.com'];
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        lookup(w.t, apiKey(w.alice), '/emaillookup', { email: emails[i % 3] }),
      ),
    );
    for (const answer of answers) {
      expect(answer.decision).toMatchObject({ mode: 'live' });
      const detail = await as(w, w.alice, 'GET', `/api/report/${reportIn(answer).referenceID}`);
      expect(detail.json().decision).toEqual(answer.decision);
    }
  });
});
