import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  deleteWatchlist,
  getWatchlist,
  isApiError,
  listWatchlists,
  replaceWatchlist,
  uploadWatchlist,
  watchlistQueries,
} from './index';
import { BASE, calls, reply, signIn, useFakeApi } from './test/fake-api';

useFakeApi();
beforeEach(signIn);

const sent = () => calls.map((c) => `${c.method} ${c.url}`);
const csv = new Blob(['name,reference\r\nA Person,1\r\n'], { type: 'text/csv' });

describe('watchlist endpoints', () => {
  it('lists, reads a page of entries and deletes, with the id escaped', async () => {
    reply({ body: { items: [] } }, { body: {} }, { body: {} });
    await listWatchlists();
    await getWatchlist({ id: 'w/1', limit: 20, cursor: 'abc' });
    await deleteWatchlist('w1');
    expect(sent()).toEqual([
      `GET ${BASE}/watchlists`,
      `GET ${BASE}/watchlists/w%2F1?limit=20&cursor=abc`,
      `DELETE ${BASE}/watchlists/w1`,
    ]);
  });

  it('uploads and replaces the file as a text/csv body with the name in the query', async () => {
    reply({ status: 201, body: {} }, { body: {} });
    await uploadWatchlist({ name: 'Exits & leavers', file: csv });
    await replaceWatchlist({ id: 'w1', file: csv });
    expect(sent()).toEqual([
      `POST ${BASE}/watchlists?name=Exits+%26+leavers`,
      `PUT ${BASE}/watchlists/w1`,
    ]);
    expect(calls.map((c) => c.headers.get('content-type'))).toEqual(['text/csv', 'text/csv']);
  });

  it('answers a refused file as an ApiError 400 with its line', async () => {
    reply({
      status: 400,
      body: { error: 'Line 3: "name" is empty', code: 'MISSING_VALUE', line: 3 },
    });
    const err = await uploadWatchlist({ name: 'x', file: csv }).catch((e: unknown) => e);
    expect(isApiError(err) && [err.status, err.message]).toEqual([400, 'Line 3: "name" is empty']);
  });

  it('keys the queries by operation and params, and fetches through them', async () => {
    reply({ body: { items: [] } });
    expect(watchlistQueries.list().queryKey).toEqual(['watchlists', 'list']);
    await new QueryClient().fetchQuery(watchlistQueries.list());
    expect(sent()).toEqual([`GET ${BASE}/watchlists`]);
    expect(watchlistQueries.detail({ id: 'w1', limit: 20 }).queryKey).toEqual([
      'watchlists',
      'detail',
      { id: 'w1', limit: 20 },
    ]);
  });
});
