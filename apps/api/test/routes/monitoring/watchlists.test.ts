// Monitoring re-screens after a tenant's watchlist changes,
// on PGlite and, with TEST_DATABASE_URL, PostgreSQL: uploading a
// list that names a monitored subject raises one new match with a case; replacing the list
// without that entry ends the match, and so does deleting the list; another tenant's subjects are not touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../helpers/app.js';
import { call, session, type Caller } from '../../helpers/clients.js';
import { brief, monitoringCalls, startMonitoringApp, type MonitoringFixture } from './fixture.js';

let f: MonitoringFixture;
let t: TestApp;
let alice: Caller;
let bob: Caller;
const { subjects, alerts, person } = monitoringCalls(() => f);

beforeAll(async () => {
  f = await startMonitoringApp();
  ({ t, alice, bob } = f);
}, 120_000);
afterAll(async () => t.close());

const sendList = (csv: string, id = '') =>
  t.app.inject({
    method: id ? 'PUT' : 'POST',
    url: `/api/watchlists${id ? `/${id}` : ''}?name=Internal`,
    headers: { ...session(alice), 'content-type': 'text/csv' },
    payload: csv,
  });

describe('re-screening after a watchlist change', () => {
  it('raises one new match with a case on upload, ends it on replace, leaves other tenants alone', async () => {
    const mine = await person('Orlaith Penhallow');
    const other = await person('Orlaith Penhallow', session(bob));
    expect(mine.matchCount).toBe(0);

    const up = await sendList('name,reference\r\nOrlaith Penhallow,K-1\r\n');
    expect(up.statusCode, up.body).toBe(201);
    const listId = (up.json() as { id: string }).id;
    expect(await t.app.services.monitoring.drain()).toBe(1);

    const raised = (await alerts()).items;
    expect(raised.map(brief)).toEqual([
      ['Orlaith Penhallow', 'new_match', `watchlist:${listId}:K-1`],
    ]);
    const [alert] = raised;
    expect(alert?.source).toBe('watchlist');
    expect(alert?.entryName).toBe('Orlaith Penhallow');
    expect(alert?.listVersion).toBe(1);
    const kase = await call(t.app, 'GET', `/api/cases/${alert?.caseId ?? ''}`, session(alice));
    expect(kase.statusCode, kase.body).toBe(200);
    expect((kase.json() as { origin: string }).origin).toBe('monitoring');
    const held = (await subjects()).items.find((s) => s.id === mine.id);
    expect(held?.matchCount).toBe(1);
    expect(held?.decision).toBe('DECLINED');

    const replaced = await sendList('name,reference\r\nSomeone Unrelated,K-2\r\n', listId);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(await t.app.services.monitoring.drain()).toBe(1);
    const after = (await alerts()).items;
    expect(after.map(brief)).toEqual([
      ['Orlaith Penhallow', 'match_ended', `watchlist:${listId}:K-1`],
      ['Orlaith Penhallow', 'new_match', `watchlist:${listId}:K-1`],
    ]);
    expect(after[0]?.entryName).toBe('Orlaith Penhallow');
    expect(after[0]?.caseId).toBeNull();
    expect(after[0]?.listVersion).toBe(2);
    const cleared = (await subjects()).items.find((s) => s.id === mine.id);
    expect(cleared?.matchCount).toBe(0);
    expect(cleared?.decision).toBe('VERIFIED');

    // Named again, then the list deleted: the match ends with the list.
    expect((await sendList('name,reference\r\nOrlaith Penhallow,K-1\r\n', listId)).statusCode).toBe(
      200,
    );
    expect(await t.app.services.monitoring.drain()).toBe(1);
    const del = await call(t.app, 'DELETE', `/api/watchlists/${listId}`, session(alice));
    expect(del.statusCode, del.body).toBe(200);
    expect(await t.app.services.monitoring.drain()).toBe(1);
    expect((await alerts()).items.slice(0, 2).map((a) => [a.kind, a.listVersion])).toEqual([
      ['match_ended', 3],
      ['new_match', 3],
    ]);
    expect((await subjects()).items.find((s) => s.id === mine.id)?.matchCount).toBe(0);

    // Bob's subject of the same name was never compared with Alice's list.
    expect((await alerts('', session(bob))).items).toEqual([]);
    const bobs = (await subjects('', session(bob))).items.find((s) => s.id === other.id);
    expect(bobs?.matchCount).toBe(0);
    expect(bobs?.lastScreenedAt).toBe(other.lastScreenedAt);
  });
});
