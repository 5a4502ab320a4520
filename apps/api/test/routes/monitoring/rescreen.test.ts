// Monitoring re-screens through the HTTP stack,
// on PGlite and, with TEST_DATABASE_URL, PostgreSQL: a list update
// between the bundled UN snapshot and a changed copy raises exactly the alerts its diff implies
// (new, changed and ended matches, nothing for unrelated subjects), with cases and one e-mail per
// tenant; a false positive raises nothing while its entry's matching fields are unchanged and is
// reopened with the diff once they change; tenants kept apart.
import { emptyEntry } from '@pulse/engines/aml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../helpers/accounts.js';
import type { TestApp } from '../../helpers/app.js';
import { call, session, type Caller } from '../../helpers/clients.js';
import {
  brief,
  copy,
  monitoringCalls,
  startMonitoringApp,
  type MonitoringFixture,
} from './fixture.js';

let f: MonitoringFixture;
let t: TestApp;
let alice: Caller;
let bob: Caller;
const { subjects, alerts, person, update } = monitoringCalls(() => f);

beforeAll(async () => {
  f = await startMonitoringApp();
  ({ t, alice, bob } = f);
}, 120_000);
afterAll(async () => t.close());

describe('re-screening after list updates', () => {
  let updateId = '';
  let fpCaseId = '';

  it('raises exactly the alerts the diff implies, with cases, events and one e-mail', async () => {
    const changed = await person('Germain Katanga');
    const removed = await person('Thomas Lubanga');
    const renamed = await person('Callixte Mbarushimana');
    const newcomer = await person('Zebulon Quartermaine');
    const unrelated = await person('Margaret Thistlewood');
    const remembered = await person('Ignace Murwanashyaka');
    expect([changed, removed, renamed, remembered].map((s) => s.decision)).toEqual([
      'DECLINED',
      'DECLINED',
      'DECLINED',
      'DECLINED',
    ]);
    expect([newcomer.decision, unrelated.decision]).toEqual(['VERIFIED', 'VERIFIED']);
    const bobs = await person('Germain Katanga', session(bob));

    // The remembered subject's case is closed as a false positive.
    const cases = await call(t.app, 'GET', '/api/cases?limit=100', session(alice));
    const fp = (
      cases.json() as { items: Array<{ id: string; origin: string; subject: { name: string } }> }
    ).items.find((c) => c.origin === 'monitoring' && c.subject.name === 'Ignace Murwanashyaka');
    fpCaseId = fp?.id ?? '';
    const closed = await call(t.app, 'PATCH', `/api/cases/${fpCaseId}`, session(alice), {
      status: 'false_positive',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    // Its subject is cleared: the entry closed as a false positive is no longer raised.
    const cleared = (await subjects('?limit=100')).items.find((s) => s.id === remembered.id);
    expect(cleared).toMatchObject({ decision: 'VERIFIED', matchCount: 0 });

    const mailsBefore = outboxMessages(t.config.outboxDir).length;
    const events: Array<{ tenantId: string; data: Record<string, unknown> }> = [];
    t.app.services.events.subscribe(async (e) => {
      if (e.type === 'aml.monitoring.match') events.push(e);
    });
    const next = copy(f.base, (records) => {
      const i = records.findIndex((r) => r.id === 'un:CDi.007');
      records.splice(i, 1);
      const k = records.find((r) => r.id === 'un:CDi.006');
      k?.aliases.push({ name: 'GERMAIN SIMBA KATANGA', kind: 'Good' });
      const m = records.find((r) => r.id === 'un:CDi.010');
      if (m) m.name = 'RENAMED FOR THE TEST';
      // A field outside the fingerprint: a changed entry, the false positive stands.
      const w = records.find((r) => r.id === 'un:CDi.016');
      if (w) w.nationalities = [...w.nationalities, 'Testland'];
      const added = emptyEntry('un', 'TEST-ADDED-1', 'ZEBULON QUARTERMAINE', 'individual');
      added.isSanctioned = true;
      added.programs = ['TEST'];
      records.push(added);
    });
    updateId = await update(next, 'un changed copy');

    const { items } = await alerts('?limit=100');
    expect(items.map(brief).sort()).toEqual(
      [
        ['Callixte Mbarushimana', 'match_ended', 'un:CDi.010'],
        ['Germain Katanga', 'changed_match', 'un:CDi.006'],
        ['Thomas Lubanga', 'match_ended', 'un:CDi.007'],
        ['Zebulon Quartermaine', 'new_match', 'un:TEST-ADDED-1'],
      ].sort(),
    );
    for (const a of items) {
      // `recordId`: the deprecated name of `entryId`, answered until @pulse/api 2.0.
      expect(a).toMatchObject({ source: 'un', listVersion: 2, updateId, recordId: a.entryId });
      if (a.kind === 'match_ended') expect(a.caseId).toBeNull();
      else expect(a.caseId).toMatch(/^[0-9a-f-]{36}$/);
    }
    const newMatch = items.find((a) => a.kind === 'new_match');
    const theCase = await call(t.app, 'GET', `/api/cases/${newMatch?.caseId}`, session(alice));
    expect(theCase.json()).toMatchObject({
      origin: 'monitoring',
      status: 'open',
      decision: 'DECLINED',
      subject: { name: 'Zebulon Quartermaine' },
      matches: [expect.objectContaining({ entryId: 'un:TEST-ADDED-1' })],
    });

    // The subjects' current decisions follow their matches.
    const byName = new Map((await subjects('?limit=100')).items.map((s) => [s.name, s]));
    expect(byName.get('Zebulon Quartermaine')).toMatchObject({
      decision: 'DECLINED',
      matchCount: 1,
    });
    expect(byName.get('Thomas Lubanga')).toMatchObject({ decision: 'VERIFIED', matchCount: 0 });
    expect(byName.get('Callixte Mbarushimana')).toMatchObject({ decision: 'VERIFIED' });
    expect(byName.get('Margaret Thistlewood')).toMatchObject({ decision: 'VERIFIED' });
    // A change outside the entry's fingerprint leaves the false positive cleared.
    expect(byName.get('Ignace Murwanashyaka')).toMatchObject({
      decision: 'VERIFIED',
      matchCount: 0,
    });
    expect(Date.parse(byName.get('Margaret Thistlewood')?.lastScreenedAt ?? '')).toBeGreaterThan(
      Date.parse(unrelated.lastScreenedAt),
    );

    // One subject's alerts; Bob sees his own only, and not Alice's subject.
    const own = await alerts(`?subjectId=${changed.id}`);
    expect(own.items.map(brief)).toEqual([['Germain Katanga', 'changed_match', 'un:CDi.006']]);
    const bobAlerts = await alerts('', session(bob));
    expect(bobAlerts.items.map((a) => a.subjectId)).toEqual([bobs.id]);
    const foreign = await call(
      t.app,
      'GET',
      `/api/monitoring/alerts?subjectId=${changed.id}`,
      session(bob),
    );
    expect(foreign.statusCode).toBe(404);

    // One webhook event per alert, with the alert and the mode.
    const aliceEvents = events.filter((e) => e.tenantId === alice.uuid).map((e) => e.data);
    expect(aliceEvents.map((d) => d.id).sort()).toEqual(items.map((a) => a.id).sort());
    expect(aliceEvents.every((d) => d.mode === 'live' && d.updateId === updateId)).toBe(true);
    // The event also carries the deprecated `recordId`, until @pulse/api 2.0.
    expect(
      aliceEvents.every((d) => typeof d.entryId === 'string' && d.recordId === d.entryId),
    ).toBe(true);
    expect(events.filter((e) => e.tenantId === bob.uuid)).toHaveLength(1);

    // One e-mail per tenant to its owner, naming the alerts.
    const mails = outboxMessages(t.config.outboxDir).slice(mailsBefore);
    const alices = mails.filter((m) => m.includes(alice.email));
    expect(alices).toHaveLength(1);
    expect(alices[0]).toContain('Pulse: 4 AML monitoring alerts');
    expect(alices[0]).toContain('Zebulon Quartermaine: new match with "ZEBULON QUARTERMAINE"');
    expect(mails.filter((m) => m.includes(bob.email))).toHaveLength(1);

    // The false positive's case stays closed.
    const fpCase = await call(t.app, 'GET', `/api/cases/${fpCaseId}`, session(alice));
    expect(fpCase.json()).toMatchObject({ reviewState: 'false_positive' });
  });

  it('reopens a false positive with the diff when its entry changes, and alerts its subject', async () => {
    const current = await t.app.repos.sanctions.load('un');
    if (!current) throw new Error('un not loaded');
    const list = { ...f.base, records: current.records };
    const next = copy(list, (records) => {
      const w = records.find((r) => r.id === 'un:CDi.016');
      if (w)
        w.datesOfBirth = [
          { text: '1963-05-15', year: 1963, month: 5, day: 15, yearTo: null, approximate: false },
        ];
    });
    const second = await update(next, 'un changed again');
    const items = (await alerts('?limit=100')).items.filter((a) => a.updateId === second);
    expect(items.map(brief)).toEqual([['Ignace Murwanashyaka', 'changed_match', 'un:CDi.016']]);
    expect(items[0]?.caseId).toBe(fpCaseId);
    const reopened = await call(t.app, 'GET', `/api/cases/${fpCaseId}`, session(alice));
    const body = reopened.json() as {
      status: string;
      history: Array<{
        action: string;
        from: string | null;
        to: string | null;
        note: string | null;
      }>;
    };
    expect(body.status).toBe('open');
    const last = body.history[body.history.length - 1];
    expect(last).toMatchObject({ action: 'reopened', from: 'false_positive', to: 'open' });
    expect(last?.note).toContain('datesOfBirth: ["1963-05-14"] → ["1963-05-15"]');
    expect(last?.note).toContain('un:CDi.016');
    // The changed entry is raised again on its subject.
    const subject = (await subjects('?limit=100')).items.find(
      (s) => s.name === 'Ignace Murwanashyaka',
    );
    expect(subject).toMatchObject({ decision: 'DECLINED', matchCount: 1 });
  });
});
