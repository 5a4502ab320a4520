// Case review rules that hold (docs/adr/0046-case-review.md, docs/api-contract.md "Cases"), on
// PGlite and, with TEST_DATABASE_URL, PostgreSQL: a true match proposed under four-eyes keeps
// needing a second reviewer after the rule is turned off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/accounts.js';
import { call } from '../../helpers/clients.js';
import { addMember } from '../../helpers/members.js';
import { helpers, watchlistWorld, type WatchlistWorld } from '../watchlists/setup.js';
import type { CaseView } from './fixture.js';

let w: WatchlistWorld;
let adminToken: string;
const { screen, casesOf } = helpers(() => w);

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
    const proposed = await patch(id, { status: 'true_match' }, adminToken);
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json()).toMatchObject({ status: 'in_review', proposedStatus: 'true_match' });

    // The proposer turns the rule off, then tries to close alone, directly or by a detour.
    await fourEyes(false, adminToken);
    const alone = await patch(id, { status: 'true_match' }, adminToken);
    expect(alone.statusCode, alone.body).toBe(409);
    expect(alone.json()).toMatchObject({
      code: 'FOUR_EYES_SAME_REVIEWER',
      error: 'A second reviewer must confirm this true match: you proposed it',
    });
    const detour = await patch(id, { status: 'open' }, adminToken);
    expect(detour.statusCode, detour.body).toBe(409);
    expect(detour.json()).toMatchObject({
      code: 'FOUR_EYES_SAME_REVIEWER',
      error: 'A second reviewer decides this case: you proposed it as a true match',
    });
    // A note is still the proposer's to add.
    expect((await patch(id, { note: 'Asked the owner to confirm' }, adminToken)).statusCode).toBe(
      200,
    );
    expect(await getCase(id)).toMatchObject({ status: 'in_review', proposedStatus: 'true_match' });

    const confirmed = await patch(id, { status: 'true_match' }, w.alice.token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const body = confirmed.json() as CaseView;
    expect(body).toMatchObject({ status: 'true_match', proposedStatus: null });
    expect(body.history.at(-1)).toMatchObject({
      action: 'status',
      from: 'in_review',
      to: 'true_match',
      note: 'Four-eyes confirmed',
    });
  });
});
