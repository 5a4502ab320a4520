// Custom watchlists through the HTTP stack, on PGlite and, with
// TEST_DATABASE_URL, PostgreSQL: upload, list and read; bad files refused with their line and
// nothing stored; an AML lookup matching a tenant's entry (DECLINED, or SUSPICIOUS for a weak
// match) with the entry as a case candidate; the same lookup of another tenant not matching it
// and that tenant unable to see the list; replace bumps the version and changes the matches;
// delete stops them; roles and API keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/accounts.js';
import { apiKey, call, reportOf, session } from '../../helpers/clients.js';
import {
  FILE,
  helpers,
  watchlistWorld,
  type Found,
  type Watchlist,
  type WatchlistWorld,
} from './setup.js';

describe('custom watchlists', () => {
  let w: WatchlistWorld;
  beforeAll(async () => {
    w = await watchlistWorld();
  }, 120_000);
  afterAll(async () => w.t.close());
  const { upload, lists, screen, casesOf } = helpers(() => w);

  let listId = '';

  it('uploads a list that every member reads; analysts and viewers may not upload', async () => {
    const res = await upload('Internal exits', FILE);
    expect(res.statusCode, res.body).toBe(201);
    const list = res.json() as Watchlist;
    listId = list.id;
    expect(list).toMatchObject({
      name: 'Internal exits',
      entryCount: 2,
      version: 1,
      uploadedBy: w.alice.uuid,
      uploadedByName: expect.any(String),
    });
    expect(list.entries).toEqual({
      items: [
        {
          reference: 'R-1',
          name: 'Zebediah Quartermaine',
          aliases: ['Zeb Quartermaine', 'Z. Quartermaine'],
          dateOfBirth: '1968-04-02',
          country: 'GB',
        },
        {
          reference: 'R-2',
          name: 'Hollowmere Shipping Company',
          aliases: [],
          dateOfBirth: null,
          country: 'PA',
        },
      ],
      nextCursor: null,
    });
    expect((await lists(bearer(w.viewerToken))).map((l) => l.id)).toEqual([listId]);
    const page = await call(
      w.t.app,
      'GET',
      `/api/watchlists/${listId}?limit=1`,
      bearer(w.viewerToken),
    );
    expect(page.statusCode, page.body).toBe(200);
    const first = page.json() as Watchlist;
    expect(first.entries.items.map((e) => e.reference)).toEqual(['R-1']);
    const next = await call(
      w.t.app,
      'GET',
      `/api/watchlists/${listId}?limit=1&cursor=${first.entries.nextCursor}`,
      bearer(w.analystToken),
    );
    expect((next.json() as Watchlist).entries).toMatchObject({
      items: [{ reference: 'R-2' }],
      nextCursor: null,
    });

    for (const token of [w.viewerToken, w.analystToken]) {
      const refused = await upload('Not mine', FILE, bearer(token));
      expect(refused.statusCode, refused.body).toBe(403);
      const del = await call(w.t.app, 'DELETE', `/api/watchlists/${listId}`, bearer(token));
      expect(del.statusCode).toBe(403);
    }
    expect(await lists()).toHaveLength(1);
    const dup = await upload('Internal exits', FILE, bearer(w.developerToken));
    expect(dup.statusCode, dup.body).toBe(409);
    expect(dup.json()).toMatchObject({
      code: 'NAME_TAKEN',
      error: 'A watchlist named "Internal exits" exists; choose another name',
    });
  });

  it('an API key manages and reads lists; its uploads name no member', async () => {
    const res = await upload(
      'Key list',
      'name,reference\r\nOrlaith Penhallow,K-1\r\n',
      apiKey(w.alice),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ uploadedBy: null, uploadedByName: null, entryCount: 1 });
    const id = (res.json() as Watchlist).id;
    expect((await lists(apiKey(w.alice))).map((l) => l.name)).toEqual([
      'Internal exits',
      'Key list',
    ]);
    const del = await call(w.t.app, 'DELETE', `/api/watchlists/${id}`, apiKey(w.alice));
    expect(del.statusCode, del.body).toBe(200);
    expect((await lists()).map((l) => l.name)).toEqual(['Internal exits']);
  });

  it('refuses a bad file with its line, storing nothing', async () => {
    const cases: Array<[string, number, string, string]> = [
      [
        'name,country\r\nA Person,GB\r\n',
        400,
        'MISSING_COLUMNS',
        'Line 1: the header has no "reference" column; the columns are name, aliases, date_of_birth, country, reference',
      ],
      [
        'name,reference,country\r\nA Person,X-1,GB\r\nB Person,X-2\r\n',
        400,
        'RAGGED_ROW',
        'Line 3: the row has 2 columns but the header has 3',
      ],
      [
        'name,reference\r\nA Person,X-1\r\n=SUM(A1:A9),X-2\r\n',
        400,
        'FORMULA_CELL',
        'Line 3: the value of "name" starts with "=" and would run as a formula in a spreadsheet; remove that character',
      ],
      [
        'name,reference\r\nA Person,X-1\r\nB Person,X-1\r\n',
        400,
        'DUPLICATE_REFERENCE',
        'Line 3: reference "X-1" is also on line 2; each entry needs its own reference',
      ],
      ['name,reference\r\n,X-1\r\n', 400, 'MISSING_VALUE', 'Line 2: "name" is empty'],
      [
        'name,reference,date_of_birth\r\nA Person,X-1,02/04/1968\r\n',
        400,
        'INVALID_VALUE',
        'Line 2: "date_of_birth" must be a date written YYYY-MM-DD, YYYY-MM or YYYY (got "02/04/1968")',
      ],
      [
        'name;reference\r\nA Person;X-1\r\n',
        400,
        'WRONG_DELIMITER',
        'Line 1: the file looks semicolon (;)-separated; save it as CSV with commas (,) between the columns',
      ],
      ['name,reference\r\n', 400, 'EMPTY_FILE', 'Line 2: the file has no rows below the header'],
    ];
    for (const [csv, status, code, error] of cases) {
      const res = await upload('Bad list', csv);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code, error });
    }
    const latin1 = await w.t.app.inject({
      method: 'POST',
      url: '/api/watchlists?name=Latin',
      headers: { ...session(w.alice), 'content-type': 'text/csv' },
      payload: Buffer.from('name,reference\r\nJos\xe9 Ruiz,X-1\r\n', 'latin1'),
    });
    expect(latin1.statusCode).toBe(400);
    expect(latin1.json()).toMatchObject({ code: 'INVALID_ENCODING', line: 2 });
    const json = await call(w.t.app, 'POST', '/api/watchlists?name=Json', session(w.alice), {
      name: 'x',
    });
    expect(json.statusCode).toBe(415);
    expect((await lists()).map((l) => l.name)).toEqual(['Internal exits']);
  });

  it("a lookup matches the tenant's entry like a sanctions entry, and its case holds it", async () => {
    const { report, results } = await screen({
      f_name: 'Zebediah',
      l_name: 'Quartermaine',
      dob: '1968-04-02',
    });
    expect(results.status).toBe('DECLINED');
    const found = results.response.foundRecords.find((f) => f.source === 'watchlist');
    expect(found).toMatchObject({
      name: 'Zebediah Quartermaine',
      source: 'watchlist',
      source_id: `${listId}:R-1`,
      match_strength: 'match',
    });
    expect(results.sources).toContainEqual(
      expect.objectContaining({ name: 'Internal exits', version: '1' }),
    );
    const [c] = await casesOf(report.referenceID);
    expect(c?.decision).toBe('DECLINED');
    const candidate = c?.matches.find((x) => x.source === 'watchlist');
    expect(candidate).toMatchObject({
      entryId: `watchlist:${listId}:R-1`,
      name: 'Zebediah Quartermaine',
      sourceLabel: 'Internal exits',
      listVersion: '1',
      sourceType: 'sanction',
      fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
    });

    // An alias matches too, and a business screen finds the business entry.
    const alias = await screen({ f_name: 'Zeb', l_name: 'Quartermaine' });
    expect(alias.results.status).toBe('DECLINED');
    const biz = await call(w.t.app, 'POST', '/api/amlbusiness', session(w.alice), {
      company: 'Hollowmere Shipping Co',
    });
    expect(biz.statusCode, biz.body).toBe(200);
    const bizResults = reportOf(biz.json()).jsonResponse.results as unknown as {
      status: string;
      response: { foundRecords: Found[] };
    };
    expect(bizResults.status).toBe('DECLINED');
    expect(bizResults.response.foundRecords[0]).toMatchObject({ source_id: `${listId}:R-2` });

    // The name with another date of birth is a possible match: SUSPICIOUS.
    const weak = await screen({ f_name: 'Zebediah', l_name: 'Quartermaine', dob: '1990-01-01' });
    expect(weak.results.status).toBe('SUSPICIOUS');
    expect(weak.results.response.foundRecords.map((f) => f.source_id)).toEqual([`${listId}:R-1`]);
  });

  it("the fraud engine's AML part and a batch row match it too", async () => {
    await w.t.app.repos.clients.setService(w.alice.email, 'fraudEngine', true);
    await w.t.app.repos.metering.grant(w.alice.uuid, 'fraudEngine', 10);
    const fe = await call(w.t.app, 'POST', '/api/fraud-engine', session(w.alice), {
      f_name: 'Zebediah',
      l_name: 'Quartermaine',
      email: 'zeb@example.com',
    });
    expect(fe.statusCode, fe.body).toBe(200);
    const [feCase] = await casesOf(reportOf(fe.json()).referenceID);
    expect(feCase?.matches.map((x) => x.entryId)).toContain(`watchlist:${listId}:R-1`);

    const up = await w.t.app.inject({
      method: 'POST',
      url: '/api/batches?service=amlPerson&fileName=people.csv',
      headers: { ...session(w.alice), 'content-type': 'text/csv' },
      payload: 'f_name,l_name\r\nZebediah,Quartermaine\r\nMargaret,Thistlewood\r\n',
    });
    expect(up.statusCode, up.body).toBe(201);
    const batchId = (up.json() as { id: string }).id;
    const go = await call(w.t.app, 'POST', `/api/batches/${batchId}/start`, session(w.alice));
    expect(go.statusCode, go.body).toBe(200);
    await w.t.app.services.batchRunner.drain();
    const res = await call(w.t.app, 'GET', '/api/cases?limit=100', session(w.alice));
    const mine = (
      res.json() as {
        items: Array<{ batchId: string | null; matches: Array<{ entryId: string }> }>;
      }
    ).items.filter((c) => c.batchId === batchId);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.matches.map((x) => x.entryId)).toEqual([`watchlist:${listId}:R-1`]);
  });

  it('a reviewed false positive is not raised again for the subject', async () => {
    const subject = { f_name: 'Zebediah', l_name: 'Quartermaine', dob: '1970-07-07' };
    const { report } = await screen(subject);
    const [c] = await casesOf(report.referenceID);
    const closed = await call(w.t.app, 'PATCH', `/api/cases/${c?.id}`, session(w.alice), {
      status: 'false_positive',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const again = await screen(subject);
    expect(again.results.status).toBe('VERIFIED');
  });

  it("another tenant's same lookup does not match, and its list is 404 to them", async () => {
    const { results } = await screen({ f_name: 'Zebediah', l_name: 'Quartermaine' }, w.bob);
    expect(results.status).toBe('VERIFIED');
    expect(results.sources.map((s) => s.name)).not.toContain('Internal exits');
    expect(await lists(session(w.bob))).toEqual([]);
    for (const [method, url] of [
      ['GET', `/api/watchlists/${listId}`],
      ['DELETE', `/api/watchlists/${listId}`],
    ] as const) {
      const res = await call(w.t.app, method, url, session(w.bob));
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Watchlist not found' });
    }
    const put = await upload('Taken over', FILE, session(w.bob), 'PUT', listId);
    expect(put.statusCode, put.body).toBe(404);
    expect((await lists()).map((l) => [l.name, l.version])).toEqual([['Internal exits', 1]]);
  });

  it('replacing the entries bumps the version and changes what matches', async () => {
    const res = await upload(
      'Internal exits',
      'name,reference\r\nPeregrine Ashcombe-Vale,R-9\r\n',
      bearer(w.developerToken),
      'PUT',
      listId,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, entryCount: 1, name: 'Internal exits' });
    const old = await screen({ f_name: 'Zebediah', l_name: 'Quartermaine' });
    expect(old.results.status).toBe('VERIFIED');
    const { report, results } = await screen({ f_name: 'Peregrine', l_name: 'Ashcombe-Vale' });
    expect(results.status).toBe('DECLINED');
    expect(results.sources).toContainEqual(
      expect.objectContaining({ name: 'Internal exits', version: '2' }),
    );
    const [c] = await casesOf(report.referenceID);
    expect(c?.matches).toContainEqual(
      expect.objectContaining({ entryId: `watchlist:${listId}:R-9`, listVersion: '2' }),
    );
    // A refused replacement keeps the list as it was.
    const bad = await upload(
      'Internal exits',
      'name\r\nNo Reference\r\n',
      session(w.alice),
      'PUT',
      listId,
    );
    expect(bad.statusCode).toBe(400);
    expect((await lists())[0]).toMatchObject({ version: 2, entryCount: 1 });
  });

  it('a deleted list no longer matches', async () => {
    const del = await call(
      w.t.app,
      'DELETE',
      `/api/watchlists/${listId}`,
      bearer(w.developerToken),
    );
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toMatchObject({ id: listId, name: 'Internal exits' });
    const { results } = await screen({ f_name: 'Peregrine', l_name: 'Ashcombe-Vale' });
    expect(results.status).toBe('VERIFIED');
    const gone = await call(w.t.app, 'GET', `/api/watchlists/${listId}`, session(w.alice));
    expect(gone.statusCode).toBe(404);
    const audit = await call(w.t.app, 'GET', '/api/audit-log?limit=100', session(w.alice));
    expect(audit.statusCode, audit.body).toBe(200);
    const actions = (audit.json() as Array<{ action: string }>).map((e) => e.action);
    for (const a of ['watchlist.uploaded', 'watchlist.replaced', 'watchlist.deleted'])
      expect(actions).toContain(a);
  });
});
