// Four-eyes publishing of decision rules (docs/api-contract.md "Decision rules", part A), on PGlite
// and, with TEST_DATABASE_URL, PostgreSQL: with the case review's four-eyes setting on, a publish
// asks instead of publishing; another owner or admin approves the snapshot taken then (not the
// draft as it became), the requester cannot, developers, analysts and viewers cannot act on it,
// another tenant cannot see it, one request per mode may wait, and rollback stays immediate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, body, rule, rulesWorld, type RulesWorld } from './fixture.js';

let w: RulesWorld;
beforeAll(async () => {
  w = await rulesWorld();
});
afterAll(async () => w.t.close());

interface PublishRequest {
  id: string;
  mode: string;
  status: string;
  requestedBy: string;
  decidedBy: string | null;
  version: number | null;
}

const publish = (mode: 'live' | 'test', note?: string) =>
  as(w, w.alice, 'POST', '/api/rules/rule-set/publish', { mode, ...(note ? { note } : {}) });
const approve = (who: { token: string }, id: string) =>
  as(w, who, 'POST', `/api/rules/publish-requests/${id}/approve`);
const reject = (who: { token: string }, id: string) =>
  as(w, who, 'POST', `/api/rules/publish-requests/${id}/reject`);
const state = async (who: { token: string } = w.viewer) =>
  (await as(w, who, 'GET', '/api/rules/rule-set')).json() as {
    live: { version: number } | null;
    pending: PublishRequest[];
  };

const first = body([rule('first', 'email.disposable')]);
const changed = body([rule('changed', 'ip.tor')]);

describe('four-eyes off', () => {
  it('publishes at once and lists no pending request', async () => {
    await as(w, w.developer, 'PUT', '/api/rules/rule-set/draft', first);
    const res = await publish('test');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ version: 1, mode: 'test', approvedBy: null });
    expect((await state()).pending).toEqual([]);
  });
});

describe('four-eyes on', () => {
  let live: PublishRequest;

  beforeAll(async () => {
    const on = await as(w, w.admin, 'PUT', '/api/cases/settings', { fourEyes: true });
    expect(on.statusCode, on.body).toBe(200);
  });

  it('answers 202 with a pending request and publishes nothing', async () => {
    const res = await publish('live', 'to production');
    expect(res.statusCode, res.body).toBe(202);
    live = (res.json() as { request: PublishRequest }).request;
    expect(live).toMatchObject({
      mode: 'live',
      note: 'to production',
      requestedBy: w.alice.email,
      status: 'pending',
      decidedBy: null,
      decidedAt: null,
      version: null,
    });
    const s = await state();
    expect(s.live).toBeNull();
    expect(s.pending).toEqual([live]);
  });

  it('refuses a second pending request of the mode (409), not one of the other mode', async () => {
    const again = await publish('live');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'A publish request is already pending',
    });
    const test = await publish('test');
    expect(test.statusCode, test.body).toBe(202);
    expect((await state()).pending.map((p) => p.mode).sort()).toEqual(['live', 'test']);
  });

  it('lets no developer, analyst or viewer approve or reject', async () => {
    for (const who of [w.developer, w.analyst, w.viewer]) {
      expect((await approve(who, live.id)).statusCode).toBe(403);
      expect((await reject(who, live.id)).statusCode).toBe(403);
    }
    expect((await state()).pending).toHaveLength(2);
  });

  it('refuses the requester (403 FOUR_EYES)', async () => {
    const res = await approve(w.alice, live.id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FOUR_EYES',
      error: 'Another owner or admin must approve this publish',
    });
  });

  it('hides a request from another tenant (404), and 404s an unknown one', async () => {
    expect((await approve(w.bob, live.id)).statusCode).toBe(404);
    expect((await reject(w.bob, live.id)).statusCode).toBe(404);
    expect((await state(w.bob)).pending).toEqual([]);
    const unknown = await approve(w.admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await approve(w.admin, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('publishes the snapshot when another admin approves, even after the draft changed', async () => {
    const edit = await as(w, w.developer, 'PUT', '/api/rules/rule-set/draft', changed);
    expect(edit.statusCode, edit.body).toBe(200);
    const res = await approve(w.admin, live.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      version: 2,
      mode: 'live',
      createdBy: w.alice.email,
      approvedBy: w.admin.email,
      note: 'to production',
    });
    const versions = (await as(w, w.viewer, 'GET', '/api/rules/rule-set/versions')).json() as {
      versions: Array<{ version: number; body: unknown }>;
    };
    expect(versions.versions[0]).toMatchObject({ version: 2, body: first });
    const s = await state();
    expect(s.live).toMatchObject({ version: 2 });
    expect(s.pending.map((p) => p.mode)).toEqual(['test']);
    // Decided: neither approved nor rejected again.
    expect((await approve(w.admin, live.id)).statusCode).toBe(409);
    expect((await reject(w.admin, live.id)).statusCode).toBe(409);
  });

  it('lets the requester withdraw a request', async () => {
    const testId = (await state()).pending[0]?.id ?? '';
    const res = await reject(w.alice, testId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      request: { id: testId, status: 'rejected', decidedBy: w.alice.email, version: null },
    });
    expect((await state()).pending).toEqual([]);
    expect((await approve(w.admin, testId)).statusCode).toBe(409);
  });

  it('keeps rollback one immediate action', async () => {
    const res = await as(w, w.alice, 'POST', '/api/rules/rule-set/rollback', { version: 1 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ version: 3, mode: 'live', approvedBy: null });
  });

  it('records requests, approvals and rejections in the audit log', async () => {
    const res = await as(w, w.alice, 'GET', '/api/audit-log?limit=100');
    const entries = res.json() as Array<{ action: string; target: string | null }>;
    expect(entries.filter((e) => e.action === 'rules.publish_requested')).toHaveLength(2);
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'rules.publish_approved', target: `request ${live.id}` }),
    );
    expect(entries.map((e) => e.action)).toContain('rules.publish_rejected');
    // The request published nothing by itself: one `rules.published`, the publish before four-eyes.
    expect(entries.filter((e) => e.action === 'rules.published')).toHaveLength(1);
  });
});
