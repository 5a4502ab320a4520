import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  caseQueries,
  getCase,
  getCaseSettings,
  isApiError,
  listCases,
  updateCase,
  updateCaseSettings,
} from './index';
import { BASE, calls, lastCall, reply, signIn, useFakeApi } from './test/fake-api';

useFakeApi();
beforeEach(signIn);

/** The URLs the client fetched, in order. */
const sent = () => calls.map((c) => c.url);
const page = { body: { items: [], counts: {}, nextCursor: null } };

describe('cases endpoints', () => {
  it('sends the filters, limit and cursor of the queue in the view mode, leaving out what is unset', async () => {
    reply(page, page);
    await listCases({ state: 'open', assignee: 'none', source: 'ofac-sdn', age: 7, limit: 20 });
    await listCases({ cursor: 'abc' });
    expect(sent()).toEqual([
      `${BASE}/cases?state=open&assignee=none&source=ofac-sdn&age=7&limit=20`,
      `${BASE}/cases?cursor=abc`,
    ]);
    expect(calls.map((c) => c.headers.get('pulse-mode'))).toEqual(['live', 'live']);
  });

  it('sends the old `status` filter of a remote built before the rename as `state`', async () => {
    reply({ body: {} });
    await listCases({ status: 'escalated' });
    expect(sent()).toEqual([`${BASE}/cases?state=escalated`]);
  });

  it('reads one case with its id escaped, and patches a review as JSON', async () => {
    reply({ body: {} }, { body: {} });
    await getCase('c 1');
    await updateCase('c1', { reviewState: 'false_positive', note: 'Other person' });
    expect(sent()).toEqual([`${BASE}/cases/c%201`, `${BASE}/cases/c1`]);
    expect(lastCall().method).toBe('PATCH');
    expect(lastCall().body).toEqual({ reviewState: 'false_positive', note: 'Other person' });
    expect(lastCall().headers.get('pulse-mode')).toBe('live');
  });

  it('answers a refused transition as an ApiError 409 with its code', async () => {
    reply({
      status: 409,
      body: { error: 'A case in open cannot move to open', code: 'INVALID_TRANSITION' },
    });
    const err = await updateCase('c1', { reviewState: 'open' }).catch((e: unknown) => e);
    expect(isApiError(err) && [err.status, err.data.code]).toEqual([409, 'INVALID_TRANSITION']);
  });

  it('reads and sets the four-eyes rule without a view mode', async () => {
    reply({ body: { fourEyes: false } }, { body: { fourEyes: true } });
    expect(await getCaseSettings()).toEqual({ fourEyes: false });
    expect(await updateCaseSettings({ fourEyes: true })).toEqual({ fourEyes: true });
    expect(sent()).toEqual([`${BASE}/cases/settings`, `${BASE}/cases/settings`]);
    expect(lastCall().method).toBe('PUT');
    expect(lastCall().body).toEqual({ fourEyes: true });
    expect(lastCall().headers.get('pulse-mode')).toBeNull();
  });

  it('keys the queries by operation, params and mode, and fetches through them without the mode', async () => {
    reply(page);
    const options = caseQueries.list({ mode: 'test', state: 'escalated', limit: 10 });
    expect(options.queryKey).toEqual([
      'cases',
      'list',
      { mode: 'test', state: 'escalated', limit: 10 },
    ]);
    await new QueryClient().fetchQuery(options);
    expect(sent()).toEqual([`${BASE}/cases?state=escalated&limit=10`]);
    expect(caseQueries.detail({ id: 'c1', mode: 'live' }).queryKey).toEqual([
      'cases',
      'detail',
      { id: 'c1', mode: 'live' },
    ]);
    expect(caseQueries.settings().queryKey).toEqual(['cases', 'settings', {}]);
    expect(caseQueries.all()).toEqual(['cases']);
  });
});
