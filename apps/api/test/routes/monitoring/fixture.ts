// The app, callers and helpers of the monitoring route tests (monitoring.test.ts, rescreen.test.ts):
// the bundled UN snapshot imported, two tenants with AML calls, a viewer and an analyst of the first.
import { expect } from 'vitest';
import type { ImportResult, ListEntry } from '@pulse/engines/aml';
import { BUNDLED_LISTS, parseBundledSanctions } from '../../../src/datasets/bundled.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { call, newCaller, session, type Caller } from '../../helpers/clients.js';
import { addMember } from '../../helpers/members.js';

export interface SubjectView {
  id: string;
  kind: string;
  name: string;
  dateOfBirth: string | null;
  country: string | null;
  reference: string | null;
  origin: string;
  decision: string;
  matchCount: number;
  lastScreenedAt: string;
  createdAt: string;
}
export interface AlertView {
  id: string;
  subjectId: string;
  subjectName: string;
  kind: string;
  entryId: string;
  entryName: string;
  source: string;
  listVersion: number;
  updateId: string;
  caseId: string | null;
  createdAt: string;
}

export interface MonitoringFixture {
  t: TestApp;
  alice: Caller;
  bob: Caller;
  viewerToken: string;
  analystToken: string;
  /** The bundled UN list as imported first. */
  base: ImportResult;
}

/** The app with the bundled UN snapshot and the callers. */
export async function startMonitoringApp(): Promise<MonitoringFixture> {
  const t = await createTestApp();
  const un = BUNDLED_LISTS.find((l) => 'sanctions' in l.target && l.target.sanctions === 'un');
  if (!un) throw new Error('the bundled UN list is missing');
  const base = parseBundledSanctions(un);
  await t.app.services.listImports.replace(base, 'un snapshot');
  await t.app.engines.refresh();
  const alice = await newCaller(t.app, t.config.outboxDir);
  const bob = await newCaller(t.app, t.config.outboxDir);
  await t.app.repos.metering.grant(alice.uuid, 'amlPerson', 100);
  await t.app.repos.metering.grant(alice.uuid, 'amlBusiness', 10);
  await t.app.repos.metering.grant(bob.uuid, 'amlPerson', 10);
  const viewerToken = (await addMember(t.app, t.config, alice.uuid, 'viewer')).token;
  const analystToken = (await addMember(t.app, t.config, alice.uuid, 'analyst')).token;
  return { t, alice, bob, viewerToken, analystToken, base };
}

/** A copy of the list with `change` applied to its records. */
export function copy(from: ImportResult, change: (records: ListEntry[]) => void): ImportResult {
  const records = structuredClone(from.records);
  change(records);
  return { ...from, records };
}

/** An alert as [subject, kind, entry]. */
export const brief = (a: AlertView) => [a.subjectName, a.kind, a.entryId];

/** The calls of the tests, on the fixture `get` returns once started (headers default: Alice's). */
export function monitoringCalls(get: () => MonitoringFixture) {
  const mine = () => session(get().alice);
  const add = (body: unknown, headers: Record<string, string> = mine()) =>
    call(get().t.app, 'POST', '/api/monitoring/subjects', headers, body);
  return {
    add,
    async subjects(query = '', headers: Record<string, string> = mine()) {
      const res = await call(get().t.app, 'GET', `/api/monitoring/subjects${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: SubjectView[]; nextCursor: string | null; total: number };
    },
    async alerts(query = '', headers: Record<string, string> = mine()) {
      const res = await call(get().t.app, 'GET', `/api/monitoring/alerts${query}`, headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: AlertView[]; nextCursor: string | null };
    },
    async person(name: string, headers: Record<string, string> = mine()): Promise<SubjectView> {
      const res = await add({ kind: 'person', name }, headers);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { subject: SubjectView }).subject;
    },
    /** Imports a version of the UN list and works the re-screen it queued. @returns its update id */
    async update(list: ImportResult, label: string): Promise<string> {
      const { t } = get();
      const info = await t.app.services.listImports.replace(list, label);
      await t.app.engines.refresh();
      expect(await t.app.services.monitoring.drain()).toBe(1);
      return info.updateId ?? '';
    },
  };
}
