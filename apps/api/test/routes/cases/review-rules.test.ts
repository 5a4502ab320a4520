// Case review rules that hold, on
// PGlite and, with TEST_DATABASE_URL, PostgreSQL: a true match proposed under four-eyes keeps
// needing a second reviewer after the rule is turned off; a false positive on a custom watchlist
// entry is reopened with the diff when the entry changes (no second case), as a public list's is,
// and the reopen is in the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/accounts.js';
import { call, session } from '../../helpers/clients.js';
import { addMember } from '../../helpers/members.js';
import { FILE, helpers, watchlistWorld, type WatchlistWorld } from '../watchlists/setup.js';
import type { CaseView } from './fixture.js';

let w: WatchlistWorld;
let adminToken: string;
const { upload, screen, casesOf } = helpers(() => w);

beforeAll(async () => {
  w = await watchlistWorld();
  adminToken = (await addMember(w.t.app, w.t.config, w.alice.uuid, 'admin')).token;
}, 120_000);
afterAll(async () => w.t.close());

const patch = (id: string, body: Record<string, unknown>, token: string) =>
  call(w.t.app, 'PATCH', `/api/cases/${id}`, bearer(token), body);
const getCase = async (id: string): Promise<CaseView> => {
  const res = await call(w.t.app, 'GET', `/api/cases/${id}`, bearer(w.alice.token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CaseView;
};
const fourEyes = async (on: boolean, token: string) => {
  const res = await call(w.t.app, 'PUT', '/api/cases/settings', bearer(token), { fourEyes: on });
  expect(res.statusCode, res.body).toBe(200);
};

describe('four-eyes', () => {
  it('keeps a proposal made under the rule needing a second reviewer after the rule is off', async () => {
    const { report } = await screen({ f_name: 'Ivor', l_name: 'Brannigan' });
    const [opened] = await casesOf(report.referenceID);
    const id = opened?.id ?? '';
    await fourEyes(true, adminToken);
    const proposed = await patch(id, { reviewState: 'true_match' }, adminToken);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({
      reviewState: 'in_review',
      proposedDisposition: 'true_match',
    });

    // The proposer turns the rule off, then tries to close alone, directly or by a detour.
    await fourEyes(false, adminToken);
    const alone = await patch(id, { reviewState: 'true_match' }, adminToken);
    expect(alone.statusCode, alone.body).toBe(409);
    expect(alone.json()).toMatchObject({
      code: 'FOUR_EYES_SAME_REVIEWER',
      error: 'A second reviewer must confirm this true match: you proposed it',
    });
    const detour = await patch(id, { reviewState: 'open' }, adminToken);
    expect(detour.statusCode, detour.body).toBe(409);
    expect(detour.json()).toMatchObject({
      code: 'FOUR_EYES_SAME_REVIEWER',
      error: 'A second reviewer decides this case: you proposed it as a true match',
    });
    // A note is still the proposer's to add.
    expect((await patch(id, { note: 'Asked the owner to confirm' }, adminToken)).statusCode).toBe(
      200,
    );
    expect(await getCase(id)).toMatchObject({
      reviewState: 'in_review',
      proposedDisposition: 'true_match',
    });

    const confirmed = await patch(id, { reviewState: 'true_match' }, w.alice.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json() as CaseView;
    expect(body).toMatchObject({ reviewState: 'true_match', proposedDisposition: null });
    expect(body.history.at(-1)).toMatchObject({
      action: 'status',
      from: 'in_review',
      to: 'true_match',
      note: 'Four-eyes confirmed',
    });
  });
});

describe('a false positive on a custom watchlist entry', () => {
  it('is reopened with the diff when the entry changes, with no second case, and audited', async () => {
    const created = await upload('Former staff', FILE);
    expect(created.statusCode, created.body).toBe(201);
    const listId = (created.json() as { id: string }).id;
    const entryId = `watchlist:${listId}:R-1`;
    const { report } = await screen({
      f_name: 'Zebediah',
      l_name: 'Quartermaine',
      dob: '1968-04-02',
    });
    const [fp] = await casesOf(report.referenceID);
    const caseId = fp?.id ?? '';
    expect(fp?.matches.map((c) => c.entryId)).toContain(entryId);
    // The subject is monitored, so the list change re-screens it too.
    const monitored = await call(w.t.app, 'POST', '/api/monitoring/subjects', session(w.alice), {
      reportId: report.referenceID,
    });
    expect(monitored.statusCode, monitored.body).toBe(201);
    const closed = await patch(caseId, { reviewState: 'false_positive' }, w.alice.token);
    expect(closed.statusCode, closed.body).toBe(200);
    await w.t.app.services.monitoring.drain();
    const casesBefore = (await queue()).length;

    // R-1 gains an alias; R-2 is unchanged.
    const changed = FILE.replace('Z. Quartermaine', 'Z. Quartermaine;Zeb Q');
    const put = await upload('Former staff', changed, session(w.alice), 'PUT', listId);
    expect(put.statusCode, put.body).toBe(200);
    expect(await w.t.app.services.monitoring.drain()).toBe(1);

    const reopened = await getCase(caseId);
    expect(reopened.reviewState).toBe('open');
    const last = reopened.history.at(-1);
    expect(last).toMatchObject({ action: 'reopened', from: 'false_positive', to: 'open' });
    expect(last?.note).toBe(
      `List update (watchlist "Former staff" version 2) changed "Zebediah Quartermaine" (${entryId}): ` +
        'aliases: [{"name":"Z. Quartermaine","kind":"aka"},{"name":"Zeb Quartermaine","kind":"aka"}] → ' +
        '[{"name":"Z. Quartermaine","kind":"aka"},{"name":"Zeb Q","kind":"aka"},{"name":"Zeb Quartermaine","kind":"aka"}]',
    );
    expect(await queue()).toHaveLength(casesBefore);
    const alerts = await call(w.t.app, 'GET', '/api/monitoring/alerts', session(w.alice));
    const [alert] = (alerts.json() as { items: Array<Record<string, unknown>> }).items;
    expect(alert).toMatchObject({ kind: 'changed_match', entryId, caseId });

    const audit = await call(
      w.t.app,
      'GET',
      '/api/audit-log?action=case.updated',
      bearer(w.alice.token),
    );
    expect(audit.statusCode, audit.body).toBe(200);
    const entry = (audit.json() as Array<Record<string, unknown>>).find(
      (e) => e.target === caseId && e.actorMemberId === null,
    );
    expect(entry).toMatchObject({
      action: 'case.updated',
      actorEmail: null,
      detail: {
        status: 'open',
        from: 'false_positive',
        reason: 'list_changed',
        entries: [entryId],
      },
    });
  });
});

async function queue(): Promise<CaseView[]> {
  const res = await call(w.t.app, 'GET', '/api/cases?limit=100', bearer(w.alice.token));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: CaseView[] }).items;
}
