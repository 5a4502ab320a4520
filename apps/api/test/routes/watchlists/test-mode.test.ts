// Watchlists in test mode,
// on PGlite and, with TEST_DATABASE_URL, PostgreSQL: the lists are shared by live and test mode, so
// a test key, or a session in the Test view, reads them and cannot upload, replace or delete one
// (403 TEST_MODE_READ_ONLY); live screening keeps matching the list as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/accounts.js';
import { call, session } from '../../helpers/clients.js';
import { FILE, helpers, watchlistWorld, type WatchlistWorld } from './setup.js';

let w: WatchlistWorld;
let testKey: string;
const { upload, lists, screen } = helpers(() => w);

beforeAll(async () => {
  w = await watchlistWorld();
  const key = await call(w.t.app, 'POST', '/api/developers/keys', bearer(w.alice.token), {
    name: 'Sandbox',
    mode: 'test',
  });
  expect(key.statusCode, key.body).toBe(201);
  testKey = (key.json() as { secret: string }).secret;
}, 120_000);
afterAll(async () => w.t.close());

const asTestKey = () => ({ licensekey: testKey, clientid: w.alice.clientId });
const inTestView = () => ({ ...session(w.alice), 'pulse-mode': 'test' });

const READ_ONLY = {
  code: 'TEST_MODE_READ_ONLY',
  error:
    'Watchlists are shared by live and test mode and change in live mode only: use a live key or the Live view',
};

describe('watchlists in test mode', () => {
  it('refuses every write of a test key or the Test view, and live screening is unchanged', async () => {
    const created = await upload('Former staff', FILE);
    expect(created.statusCode, created.body).toBe(201);
    const listId = (created.json() as { id: string }).id;
    const before = await screen({ f_name: 'Zebediah', l_name: 'Quartermaine' });
    expect(before.results.response.foundRecords.map((r) => r.source_id)).toContain(`${listId}:R-1`);

    const other = 'name,reference\r\nSomeone Unrelated,R-9\r\n';
    for (const headers of [asTestKey(), inTestView()]) {
      const put = await upload('Renamed', other, headers, 'PUT', listId);
      expect(put.statusCode, put.body).toBe(403);
      expect(put.json()).toMatchObject(READ_ONLY);
      const post = await upload('Test list', other, headers);
      expect(post.statusCode, post.body).toBe(403);
      expect(post.json()).toMatchObject(READ_ONLY);
      const del = await call(w.t.app, 'DELETE', `/api/watchlists/${listId}`, headers);
      expect(del.statusCode, del.body).toBe(403);
      expect(del.json()).toMatchObject(READ_ONLY);
      // Reading stays open to test mode: its screens match the same lists.
      const read = await call(w.t.app, 'GET', `/api/watchlists/${listId}`, headers);
      expect(read.statusCode, read.body).toBe(200);
    }

    const [list, ...more] = await lists();
    expect(more).toEqual([]);
    expect(list).toMatchObject({ id: listId, name: 'Former staff', version: 1, entryCount: 2 });
    const after = await screen({ f_name: 'Zebediah', l_name: 'Quartermaine' });
    expect(after.results.response.foundRecords.map((r) => r.source_id)).toContain(`${listId}:R-1`);
    expect(after.results.status).toBe(before.results.status);

    // A live key still changes the list.
    const live = await upload(
      'Former staff',
      other,
      { licensekey: w.alice.apiKey, clientid: w.alice.clientId },
      'PUT',
      listId,
    );
    expect(live.statusCode, live.body).toBe(200);
    expect(live.json()).toMatchObject({ version: 2, entryCount: 1 });
  });
});
