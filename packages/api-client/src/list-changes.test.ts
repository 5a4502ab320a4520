import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  getListEntry,
  getListUpdate,
  isApiError,
  listChangeQueries,
  listListUpdates,
} from './index';
import { BASE, calls, reply, signIn, useFakeApi } from './test/fake-api';

useFakeApi();
beforeEach(signIn);

/** The URLs the client fetched, in order. */
const sent = () => calls.map((c) => c.url);

describe('list changes endpoints', () => {
  it('sends the source, limit and cursor of the updates list, leaving out what is unset', async () => {
    const page = { body: { items: [], nextCursor: null } };
    reply(page, page);
    await listListUpdates({ source: 'ofac-sdn', limit: 20 });
    await listListUpdates({ cursor: 'abc' });
    expect(sent()).toEqual([
      `${BASE}/aml/list-updates?source=ofac-sdn&limit=20`,
      `${BASE}/aml/list-updates?cursor=abc`,
    ]);
  });

  it('reads one update by kind, and an entry with its id escaped', async () => {
    reply({ body: {} }, { body: {} });
    await getListUpdate({ id: 'u1', kind: 'changed', limit: 50 });
    await getListEntry('ofac-sdn:35096');
    expect(sent()).toEqual([
      `${BASE}/aml/list-updates/u1?kind=changed&limit=50`,
      `${BASE}/aml/entries/ofac-sdn%3A35096`,
    ]);
  });

  it('answers an unknown update as an ApiError 404', async () => {
    reply({ status: 404, body: { error: 'List update not found', code: 'NOT_FOUND' } });
    const err = await getListUpdate({ id: 'nope' }).catch((e: unknown) => e);
    expect(isApiError(err) && err.status).toBe(404);
  });

  it('keys the queries by operation and params, and fetches through them', async () => {
    reply({ body: { items: [], nextCursor: null } });
    const options = listChangeQueries.updates({ source: 'un', limit: 10 });
    expect(options.queryKey).toEqual(['list-changes', 'updates', { source: 'un', limit: 10 }]);
    await new QueryClient().fetchQuery(options);
    expect(sent()).toEqual([`${BASE}/aml/list-updates?source=un&limit=10`]);
    expect(listChangeQueries.update({ id: 'u1', kind: 'added' }).queryKey).toEqual([
      'list-changes',
      'update',
      { id: 'u1', kind: 'added' },
    ]);
  });
});
