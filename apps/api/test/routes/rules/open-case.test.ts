// A rule's `openCase` through the HTTP stack: kept in the draft and its versions, refused where it
// can never apply (a forced decline) or is not a bool, and carried by the fired rules of a decision
// (the draft's try and a lookup's answer) so the caller knows the rule asked for a case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKey } from '../../helpers/clients.js';
import { as, body, insertDisposableEmail, rule, rulesWorld, type RulesWorld } from './fixture.js';
import { lookup, publish } from './decide-fixture.js';

let w: RulesWorld;

beforeAll(async () => {
  w = await rulesWorld();
  await w.t.app.repos.metering.grant(w.alice.uuid, 'emailLookup', 100);
});
afterAll(async () => w.t.close());

const asking = { ...rule('disposable', 'email.disposable', { kind: 'score', points: 40 }) };
const RULES = [{ ...asking, openCase: true }, rule('always', 'true', { kind: 'score', points: 5 })];

describe('openCase on a rule', () => {
  it('is kept in the draft and in the published version', async () => {
    const saved = await as(w, w.developer, 'PUT', '/api/rules/rule-set/draft', body(RULES));
    expect(saved.statusCode, saved.body).toBe(200);
    const rules = (saved.json() as { draft: { body: { rules: unknown[] } } }).draft.body.rules;
    expect(rules).toEqual([
      expect.objectContaining({ id: 'disposable', openCase: true }),
      expect.not.objectContaining({ openCase: expect.anything() }),
    ]);
    await publish(w, 'live', RULES);
    const versions = (await as(w, w.viewer, 'GET', '/api/rules/rule-set/versions')).json() as {
      versions: Array<{ body: { rules: Array<{ id: string; openCase?: boolean }> } }>;
    };
    expect(versions.versions[0]?.body.rules[0]).toMatchObject({ id: 'disposable', openCase: true });
  });

  it('is refused on a rule that forces decline, and when it is not a bool', async () => {
    const decline = {
      ...rule('voip', 'phone.isVoip', { kind: 'force', outcome: 'decline' }),
      openCase: true,
    };
    const refused = await as(w, w.developer, 'PUT', '/api/rules/rule-set/draft', body([decline]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      error: 'Rule "voip" forces decline: openCase applies to review outcomes only',
    });
    const notBool = await as(
      w,
      w.developer,
      'PUT',
      '/api/rules/rule-set/draft',
      body([{ ...asking, openCase: 'yes' }]),
    );
    expect(notBool.statusCode).toBe(400);
    // Nothing was saved: the draft still asks for a case on the disposable rule.
    const state = (await as(w, w.viewer, 'GET', '/api/rules/rule-set')).json() as {
      draft: { body: { rules: Array<{ id: string; openCase?: boolean }> } };
    };
    expect(state.draft.body.rules.map((r) => [r.id, r.openCase])).toEqual([
      ['disposable', true],
      ['always', undefined],
    ]);
  });

  it("is carried by the fired rules of the draft's try and of a lookup's decision", async () => {
    const ref = await insertDisposableEmail(w.t, w.alice.uuid);
    const tried = await as(w, w.developer, 'POST', '/api/rules/try', { referenceId: ref });
    expect(tried.statusCode, tried.body).toBe(200);
    expect((tried.json() as { decision: { fired: unknown[] } }).decision.fired).toEqual([
      { ruleId: 'disposable', name: 'Rule disposable', effect: asking.effect, openCase: true },
      { ruleId: 'always', name: 'Rule always', effect: { kind: 'score', points: 5 } },
    ]);
    const answer = await lookup(w.t, apiKey(w.alice), '/emaillookup', {
      email: 'abc@mailinator.com',
    });
    expect(answer.decision).toMatchObject({
      outcome: 'SUSPICIOUS',
      fired: [{ ruleId: 'disposable', openCase: true }, { ruleId: 'always' }],
    });
  });
});
