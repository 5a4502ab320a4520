// The app, tenants and helpers of the watchlist route tests: a public list of one entry (so the
// AML index is loaded), two tenants with AML calls, and members of the first one by role.
import { emptyEntry, type ListEntry } from '@pulse/engines/aml';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { call, newCaller, reportOf, session, type Caller } from '../../helpers/clients.js';
import { addMember } from '../../helpers/members.js';

export interface Watchlist {
  id: string;
  name: string;
  entryCount: number;
  version: number;
  uploadedBy: string | null;
  uploadedByName: string | null;
  uploadedAt: string;
  entries: {
    items: Array<{
      reference: string;
      name: string;
      aliases: string[];
      dateOfBirth: string | null;
      country: string | null;
    }>;
    nextCursor: string | null;
  };
}

export interface Found {
  name: string;
  source: string;
  source_id: string;
  score: number;
  match_strength: string;
}

/** A public list of one sanctioned person, so the AML index is loaded. */
const publicRecord: ListEntry = {
  ...emptyEntry('eu', 'P1', 'Ivor Brannigan', 'individual'),
  programs: ['TEST'],
};

export const FILE = [
  'name,aliases,date_of_birth,country,reference',
  'Zebediah Quartermaine,Zeb Quartermaine;Z. Quartermaine,1968-04-02,GB,R-1',
  '"Hollowmere Shipping Company",,,PA,R-2',
  '',
].join('\r\n');

/** The app and its tenants. */
export interface WatchlistWorld {
  t: TestApp;
  alice: Caller;
  bob: Caller;
  viewerToken: string;
  analystToken: string;
  developerToken: string;
}

/** Starts the app with the public list, the two tenants and alice's members. */
export async function watchlistWorld(): Promise<WatchlistWorld> {
  const t = await createTestApp();
  await t.app.services.listImports.replace(
    {
      info: { source: 'eu', name: 'EU test list', version: 'v1', licence: 'test', recordCount: 1 },
      records: [publicRecord],
      stats: { rows: {}, records: 1, orphansKept: 0, orphansDropped: 0, warnings: [] },
    },
    'eu-v1.xml',
  );
  await t.app.engines.refresh();
  const alice = await newCaller(t.app, t.config.outboxDir);
  const bob = await newCaller(t.app, t.config.outboxDir);
  for (const c of [alice, bob]) {
    await t.app.repos.metering.grant(c.uuid, 'amlPerson', 100);
    await t.app.repos.metering.grant(c.uuid, 'amlBusiness', 100);
  }
  return {
    t,
    alice,
    bob,
    viewerToken: (await addMember(t.app, t.config, alice.uuid, 'viewer')).token,
    analystToken: (await addMember(t.app, t.config, alice.uuid, 'analyst')).token,
    developerToken: (await addMember(t.app, t.config, alice.uuid, 'developer')).token,
  };
}

/** The requests of the tests, as `w.alice` unless told. */
export function helpers(w: () => WatchlistWorld) {
  const upload = (
    name: string,
    csv: string,
    headers: Record<string, string> = session(w().alice),
    method: 'POST' | 'PUT' = 'POST',
    id = '',
  ) =>
    w().t.app.inject({
      method,
      url: `/api/watchlists${id ? `/${id}` : ''}?name=${encodeURIComponent(name)}`,
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: csv,
    });
  const lists = async (headers: Record<string, string> = session(w().alice)) => {
    const res = await call(w().t.app, 'GET', '/api/watchlists', headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: Watchlist[] }).items;
  };
  const screen = async (body: Record<string, unknown>, who: Caller = w().alice) => {
    const res = await call(w().t.app, 'POST', '/api/amlperson', session(who), body);
    expect(res.statusCode, res.body).toBe(200);
    const report = reportOf(res.json());
    const results = report.jsonResponse.results as unknown as {
      status: string;
      response: { foundRecords: Found[] };
      sources: Array<{ name: string; version: string | null }>;
    };
    return { report, results };
  };
  const casesOf = async (reportId: string) => {
    const res = await call(w().t.app, 'GET', '/api/cases?limit=100', session(w().alice));
    expect(res.statusCode, res.body).toBe(200);
    return (
      res.json() as {
        items: Array<{
          id: string;
          reportId: string;
          decision: string;
          matches: Array<Record<string, unknown>>;
        }>;
      }
    ).items.filter((c) => c.reportId === reportId);
  };
  return { upload, lists, screen, casesOf };
}
