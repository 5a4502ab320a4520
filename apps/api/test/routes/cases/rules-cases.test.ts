// Cases opened by decision rules, through the HTTP stack on PGlite and, with TEST_DATABASE_URL,
// PostgreSQL: a review outcome whose fired rules ask for a case opens one (origin `rules`, the
// request's personal fields, no matches, the rules), in the call's mode; no rule asking, a
// DECLINED or a VERIFIED outcome open none; an AML report opens its one AML case carrying the
// rules; batch rows open theirs with the chunk; four-eyes holds; tenants are kept apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/accounts.js';
import { call, reportOf, session, type Caller } from '../../helpers/clients.js';
import { watchlistWorld, type WatchlistWorld } from '../watchlists/setup.js';
import { body, rule } from '../rules/fixture.js';
import type { CaseView } from './fixture.js';

type RulesCase = CaseView & { rules: Array<{ ruleId: string; name: string }>; mode: string };

let w: WatchlistWorld;

beforeAll(async () => {
  w = await watchlistWorld();
  for (const c of [w.alice, w.bob])
    for (const service of ['emailLookup', 'fraudEngine'] as const) {
      await w.t.app.repos.clients.setService(c.email, service, true);
      await w.t.app.repos.metering.grant(c.uuid, service, 100);
    }
}, 120_000);
afterAll(async () => w.t.close());

/** A score rule that always fires, asking for a case. */
const asking = (points: number) => ({
  ...rule('always', 'true', { kind: 'score', points }),
  name: 'Always review',
  openCase: true,
});

/** Saves `rules` as the caller's draft and publishes it in `mode`. */
async function publish(who: Caller, rules: unknown[], mode: 'live' | 'test' = 'live') {
  const saved = await call(w.t.app, 'PUT', '/api/rules/rule-set/draft', bearer(who.token), {
    ...body(rules),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const pub = await call(w.t.app, 'POST', '/api/rules/rule-set/publish', bearer(who.token), {
    mode,
  });
  expect(pub.statusCode, pub.body).toBe(201);
}

/** A lookup as `who`; answers its report's reference id and its decision. */
async function lookup(
  path: string,
  payload: object,
  headers: Record<string, string> = session(w.alice),
): Promise<{ ref: string; decision: { outcome: string } | undefined }> {
  const res = await call(w.t.app, 'POST', `/api${path}`, headers, payload);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as { decision?: { outcome: string } };
  return { ref: reportOf(answer).referenceID, decision: answer.decision };
}

/** The cases of a report in the queue of `who` (of the view's mode). */
async function casesOf(ref: string, headers: Record<string, string> = bearer(w.alice.token)) {
  const res = await call(w.t.app, 'GET', '/api/cases?limit=100', headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: RulesCase[] }).items.filter((c) => c.reportId === ref);
}

const EMAIL = { email: 'olivia@acme-corp.com' };

describe('a review outcome whose rules ask for a case', () => {
  it('opens one case of origin rules with the subject, no matches and the rules', async () => {
    await publish(w.alice, [asking(40), rule('quiet', 'true', { kind: 'score', points: 0 })]);
    const { ref, decision } = await lookup('/emaillookup', EMAIL);
    expect(decision?.outcome).toBe('SUSPICIOUS');
    const [opened, ...more] = await casesOf(ref);
    expect(more).toEqual([]);
    expect(opened).toMatchObject({
      origin: 'rules',
      mode: 'live',
      service: 'emailLookup',
      reviewState: 'open',
      subjectKind: 'person',
      subject: { email: 'olivia@acme-corp.com' },
      decision: 'SUSPICIOUS',
      matches: [],
      batchId: null,
      rules: [{ ruleId: 'always', name: 'Always review' }],
    });
    const detail = await call(w.t.app, 'GET', `/api/cases/${opened?.id}`, bearer(w.viewerToken));
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      rules: [{ ruleId: 'always' }],
      history: [{ action: 'opened', to: 'open' }],
    });
  });

  it("takes a combined check's personal fields as the subject", async () => {
    const { ref } = await lookup('/fraud-engine', {
      f_name: 'Olivia',
      l_name: 'Hart',
      email: 'olivia@acme-corp.com',
      phone: '+1 415 555 2671',
      ip: '8.8.8.8',
    });
    const [opened] = await casesOf(ref);
    expect(opened).toMatchObject({ origin: 'rules', service: 'fraudEngine' });
    expect(opened?.subject).toEqual({
      name: 'Olivia Hart',
      email: 'olivia@acme-corp.com',
      phone: '+1 415 555 2671',
      ip: '8.8.8.8',
    });
  });

  it('opens none without openCase, for a DECLINED outcome or a VERIFIED one', async () => {
    const { openCase: _, ...notAsking } = asking(40);
    await publish(w.alice, [notAsking]);
    const without = await lookup('/emaillookup', EMAIL);
    expect(without.decision?.outcome).toBe('SUSPICIOUS');
    expect(await casesOf(without.ref)).toEqual([]);

    await publish(w.alice, [asking(95)]);
    const declined = await lookup('/emaillookup', EMAIL);
    expect(declined.decision?.outcome).toBe('DECLINED');
    expect(await casesOf(declined.ref)).toEqual([]);

    await publish(w.alice, [asking(10)]);
    const verified = await lookup('/emaillookup', EMAIL);
    expect(verified.decision?.outcome).toBe('VERIFIED');
    expect(await casesOf(verified.ref)).toEqual([]);
  });

  it('adds the rules to the AML case of an AML report instead of opening a second', async () => {
    await publish(w.alice, [
      {
        ...rule('listed', 'aml.matchCount > 0', { kind: 'force', outcome: 'review' }),
        openCase: true,
      },
    ]);
    const { ref, decision } = await lookup('/amlperson', { f_name: 'Ivor', l_name: 'Brannigan' });
    expect(decision?.outcome).toBe('RISKY');
    const [aml, ...more] = await casesOf(ref);
    expect(more).toEqual([]);
    expect(aml).toMatchObject({
      origin: 'lookup',
      service: 'amlPerson',
      subject: { name: 'Ivor Brannigan' },
      rules: [{ ruleId: 'listed', name: 'Rule listed' }],
    });
    expect(aml?.matches.map((m) => m.entryId)).toEqual(['eu:P1']);
  });

  it('is reviewed under four-eyes as an AML case is', async () => {
    await publish(w.alice, [asking(40)]);
    const { ref } = await lookup('/emaillookup', EMAIL);
    const id = (await casesOf(ref))[0]?.id ?? '';
    const settings = { fourEyes: true };
    expect(
      (await call(w.t.app, 'PUT', '/api/cases/settings', bearer(w.alice.token), settings))
        .statusCode,
    ).toBe(200);
    const patch = (token: string) =>
      call(w.t.app, 'PATCH', `/api/cases/${id}`, bearer(token), { reviewState: 'true_match' });
    const proposed = await patch(w.alice.token);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({
      reviewState: 'in_review',
      proposedDisposition: 'true_match',
    });
    const alone = await patch(w.alice.token);
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({ code: 'FOUR_EYES_SAME_REVIEWER' });
    const confirmed = await patch(w.analystToken);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      reviewState: 'true_match',
      rules: [{ ruleId: 'always' }],
    });
    await call(w.t.app, 'PUT', '/api/cases/settings', bearer(w.alice.token), { fourEyes: false });
  });

  it("keeps tenants apart: another tenant's rules open nothing for it and its case is not seen", async () => {
    // bob has no rule set: his lookup opens no case, and alice's case stays hers.
    const theirs = await lookup('/emaillookup', EMAIL, session(w.bob));
    expect(theirs.decision).toBeUndefined();
    expect(await casesOf(theirs.ref, bearer(w.bob.token))).toEqual([]);
    const mine = await lookup('/emaillookup', EMAIL);
    const [opened] = await casesOf(mine.ref);
    expect(opened?.origin).toBe('rules');
    const other = await call(w.t.app, 'GET', `/api/cases/${opened?.id}`, bearer(w.bob.token));
    expect(other.statusCode).toBe(404);
    const changed = await call(w.t.app, 'PATCH', `/api/cases/${opened?.id}`, bearer(w.bob.token), {
      reviewState: 'in_review',
    });
    expect(changed.statusCode).toBe(404);
    const queue = await call(w.t.app, 'GET', '/api/cases?limit=100', bearer(w.bob.token));
    expect(JSON.stringify(queue.json())).not.toContain(opened?.id ?? '-');
  });

  it('opens a test-mode case from the test rule set, seen only in the Test view', async () => {
    await publish(w.alice, [{ ...asking(40), name: 'Test review' }], 'test');
    const made = await call(w.t.app, 'POST', '/api/developers/keys', bearer(w.alice.token), {
      name: 'Sandbox',
      mode: 'test',
    });
    expect(made.statusCode, made.body).toBe(201);
    const testKey = {
      licensekey: (made.json() as { secret: string }).secret,
      clientid: w.alice.clientId,
    };
    const { ref } = await lookup('/emaillookup', EMAIL, testKey);
    const testView = { ...bearer(w.alice.token), 'pulse-mode': 'test' };
    const [opened] = await casesOf(ref, testView);
    expect(opened).toMatchObject({
      origin: 'rules',
      mode: 'test',
      rules: [{ ruleId: 'always', name: 'Test review' }],
    });
    expect(await casesOf(ref)).toEqual([]);
  });

  it('opens the cases of batch rows with the batch id', async () => {
    const up = await w.t.app.inject({
      method: 'POST',
      url: '/api/batches?service=emailLookup&fileName=emails.csv',
      headers: { ...session(w.alice), 'content-type': 'text/csv' },
      payload: ['email', 'olivia@acme-corp.com', 'abc@mailinator.com'].join('\r\n') + '\r\n',
    });
    expect(up.statusCode, up.body).toBe(201);
    const batchId = (up.json() as { id: string }).id;
    const start = await call(w.t.app, 'POST', `/api/batches/${batchId}/start`, session(w.alice));
    expect(start.statusCode, start.body).toBe(200);
    await w.t.app.services.batchRunner.drain();
    const res = await call(w.t.app, 'GET', '/api/cases?limit=100', bearer(w.alice.token));
    const rows = (res.json() as { items: RulesCase[] }).items.filter((c) => c.batchId === batchId);
    expect(rows).toHaveLength(2);
    for (const c of rows)
      expect(c).toMatchObject({
        origin: 'rules',
        service: 'emailLookup',
        rules: [{ ruleId: 'always' }],
      });
    expect(rows.map((c) => c.subject.email).sort()).toEqual([
      'abc@mailinator.com',
      'olivia@acme-corp.com',
    ]);
  });
});
