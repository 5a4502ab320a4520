import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { VIEW_MODE_STORAGE_KEY } from '@pulse/auth';
import {
  isApiError,
  listMonitoredSubjects,
  listMonitoringAlerts,
  monitorBatch,
  monitoringQueries,
  monitorSubject,
  stopMonitoring,
} from './index';
import { BASE, calls, lastCall, reply, signIn, useFakeApi } from './test/fake-api';

useFakeApi();
beforeEach(signIn);

/** The URLs the client fetched, in order. */
const sent = () => calls.map((c) => c.url);
const subject = { id: 's1', name: 'Ada Lovelace', kind: 'person' };

describe('monitoring endpoints', () => {
  it("send the tab's Test/Live view mode: subjects and alerts are kept per mode", async () => {
    sessionStorage.setItem(VIEW_MODE_STORAGE_KEY, JSON.stringify('test'));
    try {
      reply(
        { status: 201, body: { subject } },
        { status: 201, body: { added: 1, alreadyMonitored: 0 } },
        { body: { items: [], nextCursor: null, total: 0 } },
        { status: 204 },
        { body: { items: [], nextCursor: null } },
      );
      await monitorSubject({ reportId: 'r1' });
      await monitorBatch({ batchId: 'b1' });
      await listMonitoredSubjects({});
      await stopMonitoring('s1');
      await listMonitoringAlerts({});
      expect(calls.map((c) => c.headers.get('pulse-mode'))).toEqual([
        'test',
        'test',
        'test',
        'test',
        'test',
      ]);
    } finally {
      sessionStorage.removeItem(VIEW_MODE_STORAGE_KEY);
    }
  });

  it('adds a subject as JSON and tells a new one (201) from one already monitored (200)', async () => {
    reply({ status: 201, body: { subject } }, { status: 200, body: { subject } });
    expect(await monitorSubject({ kind: 'person', name: 'Ada Lovelace', country: 'GB' })).toEqual({
      subject,
      created: true,
    });
    expect(lastCall().method).toBe('POST');
    expect(lastCall().body).toEqual({ kind: 'person', name: 'Ada Lovelace', country: 'GB' });
    expect(await monitorSubject({ reportId: 'r1' })).toEqual({ subject, created: false });
    expect(lastCall().body).toEqual({ reportId: 'r1' });
    expect(sent()).toEqual([`${BASE}/monitoring/subjects`, `${BASE}/monitoring/subjects`]);
  });

  it('adds the rows of a batch and answers the counts', async () => {
    reply({ status: 201, body: { added: 3, alreadyMonitored: 1 } });
    expect(await monitorBatch({ batchId: 'b1', decisions: ['RISKY', 'DECLINED'] })).toEqual({
      added: 3,
      alreadyMonitored: 1,
    });
    expect(lastCall().body).toEqual({ batchId: 'b1', decisions: ['RISKY', 'DECLINED'] });
  });

  it('answers a refused report and used-up calls as ApiErrors with their codes', async () => {
    reply(
      { status: 400, body: { error: 'Not an AML report', code: 'NOT_AML_REPORT' } },
      { status: 402, body: { error: 'No calls left', code: 'NO_CALLS_LEFT' } },
    );
    const notAml = await monitorSubject({ reportId: 'r1' }).catch((e: unknown) => e);
    expect(isApiError(notAml) && [notAml.status, notAml.data.code]).toEqual([
      400,
      'NOT_AML_REPORT',
    ]);
    const quota = await monitorBatch({ batchId: 'b1' }).catch((e: unknown) => e);
    expect(isApiError(quota) && quota.status).toBe(402);
  });

  it('sends the filters and paging of the lists, leaving out what is unset, and stops by id', async () => {
    reply({ body: {} }, { body: {} }, { body: {} }, { status: 204 });
    await listMonitoredSubjects({ q: 'ada', decision: 'RISKY', limit: 20, cursor: 'c1' });
    await listMonitoredSubjects();
    await listMonitoringAlerts({ subjectId: 's1', limit: 5 });
    await stopMonitoring('s 1');
    expect(sent()).toEqual([
      `${BASE}/monitoring/subjects?limit=20&cursor=c1&q=ada&decision=RISKY`,
      `${BASE}/monitoring/subjects`,
      `${BASE}/monitoring/alerts?limit=5&subjectId=s1`,
      `${BASE}/monitoring/subjects/s%201`,
    ]);
    expect(lastCall().method).toBe('DELETE');
  });

  it('sends the old `outcome` parameter of a remote built before the rename as `decision`', async () => {
    reply({ body: {} });
    await listMonitoredSubjects({ outcome: 'DECLINED' });
    expect(sent()).toEqual([`${BASE}/monitoring/subjects?decision=DECLINED`]);
  });

  it('keys the queries by operation and params, and fetches through them', async () => {
    reply({ body: { items: [], nextCursor: null, total: 0 } });
    const options = monitoringQueries.subjects({ q: 'ada', limit: 20, mode: 'test' });
    expect(options.queryKey).toEqual([
      'monitoring',
      'subjects',
      { q: 'ada', limit: 20, mode: 'test' },
    ]);
    await new QueryClient().fetchQuery(options);
    expect(sent()).toEqual([`${BASE}/monitoring/subjects?limit=20&q=ada`]);
    // The mode is in the key, not in the query string: the calls send it in their header.
    expect(monitoringQueries.alerts({ limit: 10, mode: 'live' }).queryKey).toEqual([
      'monitoring',
      'alerts',
      { limit: 10, mode: 'live' },
    ]);
    expect(monitoringQueries.alerts({ limit: 10, mode: 'test' }).queryKey).not.toEqual(
      monitoringQueries.alerts({ limit: 10, mode: 'live' }).queryKey,
    );
    expect(monitoringQueries.all()).toEqual(['monitoring']);
  });
});
