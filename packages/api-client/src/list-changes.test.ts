import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  configureApiClient,
  getListEntry,
  getListUpdate,
  isApiError,
  listChangeQueries,
  listListUpdates,
} from './index';

const BASE = 'http://api.test/api';

let sent: string[] = [];

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      sent.push(String(input));
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

beforeEach(() => {
  sent = [];
  localStorage.clear();
  localStorage.setItem(
    'root',
    JSON.stringify({ user: { token: 't.jwt', apiKey: 'pk_live_x', clientId: 'c1' } }),
  );
  configureApiClient({ baseURL: BASE, onSessionExpired: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('list changes endpoints', () => {
  it('sends the source, limit and cursor of the updates list, leaving out what is unset', async () => {
    answer({ items: [], nextCursor: null });
    await listListUpdates({ source: 'ofac-sdn', limit: 20 });
    await listListUpdates({ cursor: 'abc' });
    expect(sent).toEqual([
      `${BASE}/aml/list-updates?source=ofac-sdn&limit=20`,
      `${BASE}/aml/list-updates?cursor=abc`,
    ]);
  });

  it('reads one update by kind, and an entry with its id escaped', async () => {
    answer({});
    await getListUpdate({ id: 'u1', kind: 'changed', limit: 50 });
    await getListEntry('ofac-sdn:35096');
    expect(sent).toEqual([
      `${BASE}/aml/list-updates/u1?kind=changed&limit=50`,
      `${BASE}/aml/entries/ofac-sdn%3A35096`,
    ]);
  });

  it('answers an unknown update as an ApiError 404', async () => {
    answer({ error: 'List update not found', code: 'NOT_FOUND' }, 404);
    const err = await getListUpdate({ id: 'nope' }).catch((e: unknown) => e);
    expect(isApiError(err) && err.status).toBe(404);
  });

  it('keys the queries by operation and params, and fetches through them', async () => {
    answer({ items: [], nextCursor: null });
    const options = listChangeQueries.updates({ source: 'un', limit: 10 });
    expect(options.queryKey).toEqual(['list-changes', 'updates', { source: 'un', limit: 10 }]);
    await new QueryClient().fetchQuery(options);
    expect(sent).toEqual([`${BASE}/aml/list-updates?source=un&limit=10`]);
    expect(listChangeQueries.update({ id: 'u1', kind: 'added' }).queryKey).toEqual([
      'list-changes',
      'update',
      { id: 'u1', kind: 'added' },
    ]);
  });
});
