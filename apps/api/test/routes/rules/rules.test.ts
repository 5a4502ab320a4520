// The decision-rule routes through the HTTP stack, on PGlite and, with TEST_DATABASE_URL,
// PostgreSQL: the signal reference, validation with positions, the draft, publishing in both
// modes, versions, rollback, the roles, the audit log, and a try on one report (another tenant's
// report is 404; a rule reading a field the report does not have is skipped, not a 500), and a
// try reads the reports of the view's mode only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/accounts.js';
import { call } from '../../helpers/clients.js';
import {
  as,
  body,
  emailResult,
  insertDisposableEmail,
  insertReport,
  rule,
  rulesWorld,
  type RulesWorld,
} from './fixture.js';

let w: RulesWorld;
beforeAll(async () => {
  w = await rulesWorld();
});
afterAll(async () => w.t.close());

describe('the signal reference', () => {
  it('lists the typed signals of every service', async () => {
    const res = await as(w, w.viewer, 'GET', '/api/rules/signals');
    expect(res.statusCode, res.body).toBe(200);
    const names = (
      res.json() as { services: Array<{ signals: Array<{ name: string; type: string }> }> }
    ).services.flatMap((s) => s.signals);
    for (const [name, type] of [
      ['email.disposable', 'bool'],
      ['ip.tor', 'bool'],
      ['phone.lineType', 'string'],
      ['bin.prepaid', 'bool'],
      ['aml.bestScore', 'double'],
      ['fraud.riskScore', 'int'],
      ['report.service', 'string'],
    ])
      expect(names).toContainEqual(expect.objectContaining({ name, type }));
  });
});

describe('validation', () => {
  const validate = (expression: string) =>
    as(w, w.developer, 'POST', '/api/rules/validate', { expression });

  it('accepts a bool expression over the signals', async () => {
    const res = await validate('email.disposable && ip.tor');
    expect(res.json()).toEqual({ valid: true, problems: [] });
  });

  it('gives a parse error with its 1-based line and column', async () => {
    const res = await validate('email.disposable &&\n  (ip.tor ||');
    const out = res.json() as { valid: boolean; problems: Array<Record<string, unknown>> };
    expect(out.valid).toBe(false);
    expect(out.problems[0]).toMatchObject({
      line: 2,
      column: 13,
      message: 'Unexpected token: EOF',
    });
  });

  it("gives the checker's type error at the node it names", async () => {
    const res = await validate('email.disposable == "yes"');
    expect(res.json()).toMatchObject({
      valid: false,
      problems: [{ line: 1, column: 1, message: 'no such overload: bool == string' }],
    });
    const unknown = await validate('email.nosuch');
    expect(unknown.json()).toMatchObject({
      problems: [{ line: 1, column: 7, message: 'No such key: nosuch' }],
    });
  });

  it('refuses an expression that does not give a bool, and one too long', async () => {
    const res = await validate('phone.fraudScore + 1');
    expect((res.json() as { problems: Array<{ message: string }> }).problems[0]?.message).toMatch(
      /must give a bool; this expression gives int/,
    );
    const long = await validate(`true ${'&& true '.repeat(300)}`);
    expect(long.json()).toMatchObject({ valid: false, problems: [{ line: 1, column: 1 }] });
  });
});

describe('the draft', () => {
  it('starts as the default draft with nothing published', async () => {
    const res = await as(w, w.bob, 'GET', '/api/rules/rule-set');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      draft: { body: body([]), updatedBy: null },
      live: null,
      test: null,
    });
  });

  it('refuses a draft with a bad expression (RULE_INVALID, each problem) and keeps the old one', async () => {
    const bad = body([
      rule('ok', 'email.disposable'),
      rule('bad-type', 'ip.asn == "x"'),
      rule('bad-parse', 'ip.tor &&'),
    ]);
    const res = await as(w, w.developer, 'PUT', '/api/rules/rule-set/draft', bad);
    expect(res.statusCode, res.body).toBe(400);
    const out = res.json() as { code: string; problems: Array<Record<string, unknown>> };
    expect(out.code).toBe('RULE_INVALID');
    expect(out.problems).toMatchObject([
      { ruleIndex: 1, ruleId: 'bad-type', line: 1, column: 1 },
      { ruleIndex: 2, ruleId: 'bad-parse', line: 1, column: 10 },
    ]);
    const state = await as(w, w.developer, 'GET', '/api/rules/rule-set');
    expect((state.json() as { draft: { body: unknown } }).draft.body).toEqual(body([]));
  });

  it('refuses thresholds out of order and a repeated rule id', async () => {
    const order = await as(w, w.developer, 'PUT', '/api/rules/rule-set/draft', {
      rules: [],
      thresholds: { suspicious: 50, risky: 40, declined: 90 },
    });
    expect(order.statusCode).toBe(400);
    const twice = await as(
      w,
      w.developer,
      'PUT',
      '/api/rules/rule-set/draft',
      body([rule('a', 'true'), rule('a', 'false')]),
    );
    expect(twice.statusCode).toBe(400);
  });

  it('saves a valid draft (a developer may) and reads it back', async () => {
    const draft = body([
      rule('disposable', 'email.disposable', { kind: 'force', outcome: 'decline' }),
    ]);
    const res = await as(w, w.developer, 'PUT', '/api/rules/rule-set/draft', draft);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ draft: { body: draft, updatedBy: w.developer.email } });
    const read = await as(w, w.viewer, 'GET', '/api/rules/rule-set');
    expect(read.json()).toMatchObject({ draft: { body: draft } });
  });
});

describe('roles', () => {
  it('lets analysts and viewers read only, and developers edit but not publish', async () => {
    for (const who of [w.analyst, w.viewer]) {
      const put = await as(w, who, 'PUT', '/api/rules/rule-set/draft', body([]));
      expect(put.statusCode).toBe(403);
      const bt = await as(w, who, 'POST', '/api/rules/backtest', {
        from: '2026-01-01',
        to: '2026-01-02',
      });
      expect(bt.statusCode).toBe(403);
      expect((await as(w, who, 'GET', '/api/rules/rule-set/versions')).statusCode).toBe(200);
    }
    const pub = await as(w, w.developer, 'POST', '/api/rules/rule-set/publish', { mode: 'live' });
    expect(pub.statusCode).toBe(403);
    const rb = await as(w, w.developer, 'POST', '/api/rules/rule-set/rollback', { version: 1 });
    expect(rb.statusCode).toBe(403);
  });
});

describe('publishing, versions and rollback', () => {
  it('publishes live and test versions, lists them newest first, and rolls back', async () => {
    const live = await as(w, w.admin, 'POST', '/api/rules/rule-set/publish', {
      mode: 'live',
      note: 'first',
    });
    expect(live.statusCode, live.body).toBe(201);
    expect(live.json()).toMatchObject({
      version: 1,
      mode: 'live',
      createdBy: w.admin.email,
      note: 'first',
    });

    await as(w, w.developer, 'PUT', '/api/rules/rule-set/draft', body([rule('tor', 'ip.tor')]));
    const test = await as(w, w.alice, 'POST', '/api/rules/rule-set/publish', { mode: 'test' });
    expect(test.json()).toMatchObject({
      version: 2,
      mode: 'test',
      createdBy: w.alice.email,
      note: null,
    });

    const state = (await as(w, w.viewer, 'GET', '/api/rules/rule-set')).json();
    expect(state).toMatchObject({ live: { version: 1 }, test: { version: 2 } });

    const back = await as(w, w.alice, 'POST', '/api/rules/rule-set/rollback', { version: 1 });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json()).toMatchObject({ version: 3, mode: 'live', note: 'Rollback to version 1' });

    const versions = (await as(w, w.viewer, 'GET', '/api/rules/rule-set/versions')).json() as {
      versions: Array<{ version: number; mode: string; body: { rules: Array<{ id: string }> } }>;
    };
    expect(versions.versions.map((v) => [v.version, v.mode])).toEqual([
      [3, 'live'],
      [2, 'test'],
      [1, 'live'],
    ]);
    expect(versions.versions[0]?.body.rules.map((r) => r.id)).toEqual(['disposable']);

    const none = await as(w, w.alice, 'POST', '/api/rules/rule-set/rollback', { version: 99 });
    expect(none.statusCode).toBe(404);
    // Another tenant sees none of it.
    const other = (await as(w, w.bob, 'GET', '/api/rules/rule-set/versions')).json();
    expect(other).toEqual({ versions: [] });
  });

  it('records the draft saves, publishes and rollbacks in the audit log', async () => {
    const res = await as(w, w.alice, 'GET', '/api/audit-log?limit=100');
    expect(res.statusCode, res.body).toBe(200);
    const actions = (res.json() as Array<{ action: string }>).map((e) => e.action);
    for (const a of ['rules.draft_saved', 'rules.published', 'rules.rolled_back'])
      expect(actions).toContain(a);
  });
});

describe('try on a report', () => {
  it("gives the draft's decision, skips a rule the report cannot answer, and 404s another tenant's report", async () => {
    const draft = body([
      rule('disposable', 'email.disposable', { kind: 'score', points: 70 }),
      rule('voip', 'phone.isVoip', { kind: 'force', outcome: 'decline' }),
      { ...rule('off', 'true', { kind: 'force', outcome: 'decline' }), enabled: false },
    ]);
    const saved = await as(w, w.developer, 'PUT', '/api/rules/rule-set/draft', draft);
    expect(saved.statusCode, saved.body).toBe(200);
    const mine = await insertDisposableEmail(w.t, w.alice.uuid);
    const res = await as(w, w.developer, 'POST', '/api/rules/try', { referenceId: mine });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      referenceId: mine,
      service: 'emailLookup',
      decision: {
        outcome: 'RISKY',
        score: 70,
        fired: [{ ruleId: 'disposable' }],
        skipped: [{ ruleId: 'voip' }],
        version: null,
      },
    });

    const theirs = await insertDisposableEmail(w.t, w.bob.uuid);
    const other = await as(w, w.developer, 'POST', '/api/rules/try', { referenceId: theirs });
    expect(other.statusCode).toBe(404);
  });
});

describe('try in test mode', () => {
  it('finds a test report only in the Test view, and a live one only in the Live view', async () => {
    const testRef = await insertReport(w.t, w.alice.uuid, {
      service: 'emailLookup',
      status: 'VERIFIED',
      result: emailResult(true),
      at: new Date().toISOString(),
      mode: 'test',
    });
    const testView = { ...bearer(w.developer.token), 'pulse-mode': 'test' };
    const inTest = await call(w.t.app, 'POST', '/api/rules/try', testView, {
      referenceId: testRef,
    });
    expect(inTest.statusCode, inTest.body).toBe(200);
    expect(inTest.json()).toMatchObject({ decision: { fired: [{ ruleId: 'disposable' }] } });
    const inLive = await as(w, w.developer, 'POST', '/api/rules/try', { referenceId: testRef });
    expect(inLive.statusCode).toBe(404);
    const liveRef = await insertDisposableEmail(w.t, w.alice.uuid);
    const wrongView = await call(w.t.app, 'POST', '/api/rules/try', testView, {
      referenceId: liveRef,
    });
    expect(wrongView.statusCode).toBe(404);
  });
});
