// Sanctions list changes through the HTTP stack, on PGlite and,
// with TEST_DATABASE_URL, PostgreSQL: the bundled UN snapshot imported (a baseline), then a changed
// copy (records dropped, added, renamed, with a new alias, date of birth and program): the update's
// counts and entries exactly, paging by kind, the entry details, 401 without a session, bad input 400.
import { emptyEntry, type ImportResult, type ListEntry } from '@pulse/engines/aml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLED_LISTS, parseBundledSanctions } from '../../../src/datasets/bundled.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { apiKey, newCaller, session, type Caller } from '../../helpers/clients.js';
import { addMember } from '../../helpers/members.js';

let t: TestApp;
let alice: Caller;
let viewerToken: string;
let original: ImportResult;
let changedCopy: ImportResult;
/** What the changed copy should be reported as, by record id. */
let expected: Array<{ entryId: string; name: string; kind: string; fields: unknown[] }>;

const sortedTexts = (r: ListEntry) => [...new Set(r.datesOfBirth.map((d) => d.text))].sort();

function makeChangedCopy(base: ImportResult): ImportResult {
  const records = structuredClone(base.records);
  const at = (i: number) => records[i] as ListEntry;
  const removed = records.splice(0, 3);
  const [renamed, aliased, born, listed] = [at(10), at(11), at(12), at(13)];
  const oldName = renamed.name;
  renamed.name = 'RENAMED FOR THE TEST';
  const oldAliases = [...aliased.aliases]
    .map((a) => ({ name: a.name, kind: a.kind }))
    .sort((a, b) => (`${a.name}\u0000${a.kind}` < `${b.name}\u0000${b.kind}` ? -1 : 1));
  aliased.aliases.push({ name: 'AAA TEST ALIAS', kind: 'Good' });
  const oldDob = sortedTexts(born);
  born.datesOfBirth = [
    { text: '1999', year: 1999, month: null, day: null, yearTo: null, approximate: false },
  ];
  const oldPrograms = [...new Set(listed.programs)].sort();
  listed.programs = [...listed.programs, 'ZZ TEST PROGRAM'];
  const added = [
    emptyEntry('un', 'TEST-ADDED-1', 'ADDED PERSON ONE', 'individual'),
    emptyEntry('un', 'TEST-ADDED-2', 'ADDED COMPANY TWO', 'entity'),
  ];
  records.push(...added);
  expected = [
    ...removed.map((r) => ({ entryId: r.id, name: r.name, kind: 'removed', fields: [] })),
    ...added.map((r) => ({ entryId: r.id, name: r.name, kind: 'added', fields: [] })),
    {
      entryId: renamed.id,
      name: renamed.name,
      kind: 'changed',
      fields: [{ field: 'name', before: oldName, after: 'RENAMED FOR THE TEST' }],
    },
    {
      entryId: aliased.id,
      name: aliased.name,
      kind: 'changed',
      fields: [
        {
          field: 'aliases',
          before: oldAliases,
          after: [{ name: 'AAA TEST ALIAS', kind: 'Good' }, ...oldAliases],
        },
      ],
    },
    {
      entryId: born.id,
      name: born.name,
      kind: 'changed',
      fields: [{ field: 'datesOfBirth', before: oldDob, after: ['1999'] }],
    },
    {
      entryId: listed.id,
      name: listed.name,
      kind: 'changed',
      fields: [
        {
          field: 'programs',
          before: oldPrograms,
          after: [...oldPrograms, 'ZZ TEST PROGRAM'].sort(),
        },
      ],
    },
  ];
  return { ...base, records };
}

const get = (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
  viewerToken = (await addMember(t.app, t.config, alice.uuid, 'viewer')).token;
  const un = BUNDLED_LISTS.find((l) => 'sanctions' in l.target && l.target.sanctions === 'un');
  if (!un) throw new Error('the bundled UN list is missing');
  original = parseBundledSanctions(un);
  changedCopy = makeChangedCopy(original);
  await t.app.services.listImports.replace(original, 'un snapshot');
  await t.app.services.listImports.replace(changedCopy, 'un changed copy');
}, 120_000);
afterAll(async () => t.close());

async function updates(query = 'source=un') {
  const res = await get(session(alice), `/api/aml/list-updates?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: Array<Record<string, unknown> & { id: string }>;
    nextCursor: string | null;
  };
}

describe('list updates', () => {
  it('records the first import as a baseline and the second with its counts, newest first', async () => {
    const { items, nextCursor } = await updates();
    expect(nextCursor).toBeNull();
    expect(items).toEqual([
      expect.objectContaining({
        source: 'un',
        fromVersion: 1,
        toVersion: 2,
        baseline: false,
        records: changedCopy.records.length,
        added: 2,
        removed: 3,
        changed: 4,
      }),
      expect.objectContaining({
        source: 'un',
        fromVersion: null,
        toVersion: 1,
        baseline: true,
        records: original.records.length,
        added: 0,
        removed: 0,
        changed: 0,
      }),
    ]);
    expect(Date.parse(items[0]?.importedAt as string)).toBeGreaterThanOrEqual(
      Date.parse(items[1]?.importedAt as string),
    );
    expect((await updates('source=ofac-sdn')).items).toEqual([]);
  });

  it('pages the updates with the cursor', async () => {
    const first = await updates('source=un&limit=1');
    expect(first.items).toHaveLength(1);
    expect(first.items[0]?.toVersion).toBe(2);
    const second = await updates(`source=un&limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((u) => u.toVersion)).toEqual([1]);
    expect(second.nextCursor).toBeNull();
  });

  it("answers the update's entries exactly, ordered by name then id", async () => {
    const [latest] = (await updates()).items;
    const res = await get(session(alice), `/api/aml/list-updates/${latest?.id}?limit=100`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: latest?.id, added: 2, removed: 3, changed: 4 });
    expect(body.nextCursor).toBeNull();
    const byNameThenId = [...expected].sort((a, b) =>
      a.name === b.name ? (a.entryId < b.entryId ? -1 : 1) : a.name < b.name ? -1 : 1,
    );
    // Each entry also carries the deprecated `recordId`, until @pulse/api 2.0.
    expect(body.entries).toEqual(byNameThenId.map((e) => ({ ...e, recordId: e.entryId })));
  });

  it('pages the entries of one kind, for an API key and a viewer too', async () => {
    const [latest] = (await updates()).items;
    const seen: string[] = [];
    let cursor: string | null = '';
    let pages = 0;
    while (cursor !== null) {
      const res = await get(
        apiKey(alice),
        `/api/aml/list-updates/${latest?.id}?kind=removed&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      seen.push(...body.entries.map((e: { entryId: string; kind: string }) => e.kind));
      cursor = body.nextCursor;
      pages++;
    }
    expect(pages).toBe(2);
    expect(seen).toEqual(['removed', 'removed', 'removed']);
    const viewer = await get(
      { authorization: `Bearer ${viewerToken}` },
      `/api/aml/list-updates/${latest?.id}?kind=added`,
    );
    expect(viewer.statusCode, viewer.body).toBe(200);
    expect(
      viewer
        .json()
        .entries.map((e: { entryId: string }) => e.entryId)
        .sort(),
    ).toEqual(['un:TEST-ADDED-1', 'un:TEST-ADDED-2']);
  });

  it("answers an entry's details from the current version, and 404 for a removed one", async () => {
    const renamed = expected.find((e) => e.fields.length && e.name === 'RENAMED FOR THE TEST');
    const res = await get(session(alice), `/api/aml/entries/${renamed?.entryId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: renamed?.entryId,
      source: 'un',
      name: 'RENAMED FOR THE TEST',
      listVersion: 2,
    });
    const removed = expected.find((e) => e.kind === 'removed');
    const gone = await get(session(alice), `/api/aml/entries/${removed?.entryId}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
  });

  it('refuses a call without a session or key (401)', async () => {
    for (const url of [
      '/api/aml/list-updates',
      '/api/aml/list-updates/00000000-0000-0000-0000-000000000000',
      '/api/aml/entries/un:1',
    ]) {
      const res = await get({}, url);
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('refuses bad queries with 400 and an unknown update with 404', async () => {
    const [latest] = (await updates()).items;
    for (const url of [
      '/api/aml/list-updates?limit=0',
      '/api/aml/list-updates?limit=abc',
      '/api/aml/list-updates?limit=101',
      '/api/aml/list-updates?source=nowhere',
      '/api/aml/list-updates?cursor=not-a-cursor',
      `/api/aml/list-updates/${latest?.id}?kind=renamed`,
      `/api/aml/list-updates/${latest?.id}?cursor=bad`,
    ]) {
      const res = await get(session(alice), url);
      expect(res.statusCode, url).toBe(400);
      // The codes of the other paged lists: a bad limit or filter is VALIDATION_ERROR.
      expect(res.json().code, url).toBe(
        url.includes('cursor') ? 'INVALID_CURSOR' : 'VALIDATION_ERROR',
      );
    }
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const res = await get(session(alice), `/api/aml/list-updates/${id}`);
      expect(res.statusCode).toBe(404);
    }
  });

  // Last: it adds an update to the list the tests above read.
  it('records an unchanged re-import as an update with no entries', async () => {
    await t.app.services.listImports.replace(changedCopy, 'un changed copy again');
    const [latest] = (await updates()).items;
    expect(latest).toMatchObject({
      fromVersion: 2,
      toVersion: 3,
      added: 0,
      removed: 0,
      changed: 0,
    });
    const res = await get(session(alice), `/api/aml/list-updates/${latest?.id}`);
    expect(res.json()).toMatchObject({ entries: [], nextCursor: null });
  });
});
