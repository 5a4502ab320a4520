import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  createPrivacyRequest,
  getPrivacyCertificate,
  getPrivacyExport,
  getPrivacyRequest,
  getRetentionSettings,
  isApiError,
  listPrivacyRequests,
  privacyQueries,
  releaseCaseHold,
  runPrivacyRequest,
  setCaseHold,
  updateRetentionSettings,
} from './index';
import { BASE, calls, reply, signIn, useFakeApi } from './test/fake-api';

useFakeApi();
beforeEach(signIn);

const sent = () => calls.map((c) => `${c.method} ${c.url}`);
const PERIODS = {
  reports: 730,
  batchRows: 365,
  requestLog: 30,
  closedCases: 1825,
  endedMonitoring: 365,
};

describe('personal-data endpoints', () => {
  it('previews, runs, follows, lists and downloads requests, with the id escaped', async () => {
    reply(
      { status: 201, body: {} },
      { status: 202, body: {} },
      { body: {} },
      { body: [] },
      { body: {} },
      { body: {} },
    );
    await createPrivacyRequest({ kind: 'erasure', subject: { email: 'ada@example.org' } });
    await runPrivacyRequest('r/1');
    await getPrivacyRequest('r1');
    await listPrivacyRequests({ limit: 20 });
    await getPrivacyCertificate('r1');
    await getPrivacyExport('r1');
    expect(sent()).toEqual([
      `POST ${BASE}/privacy/requests`,
      `POST ${BASE}/privacy/requests/r%2F1/run`,
      `GET ${BASE}/privacy/requests/r1`,
      `GET ${BASE}/privacy/requests?limit=20`,
      `GET ${BASE}/privacy/requests/r1/certificate`,
      `GET ${BASE}/privacy/requests/r1/export`,
    ]);
  });

  it('reads and puts the retention periods, and places and releases a legal hold', async () => {
    reply({ body: PERIODS }, { body: PERIODS }, { body: {} }, { body: {} });
    await getRetentionSettings();
    await updateRetentionSettings(PERIODS);
    await setCaseHold('c1', 'Litigation');
    await releaseCaseHold('c1');
    expect(sent()).toEqual([
      `GET ${BASE}/privacy/settings`,
      `PUT ${BASE}/privacy/settings`,
      `POST ${BASE}/cases/c1/hold`,
      `DELETE ${BASE}/cases/c1/hold`,
    ]);
  });

  it('answers a run of a request already run as an ApiError 409', async () => {
    reply({ status: 409, body: { error: 'This request has already been run', code: 'CONFLICT' } });
    const err = await runPrivacyRequest('r1').catch((e: unknown) => e);
    expect(isApiError(err) && err.status).toBe(409);
  });

  it('keys the queries under privacy, and fetches through them', async () => {
    reply({ body: PERIODS }, { body: [] });
    expect(privacyQueries.settings().queryKey).toEqual(['privacy', 'settings']);
    expect(privacyQueries.request('r1').queryKey).toEqual(['privacy', 'request', 'r1']);
    const client = new QueryClient();
    await client.fetchQuery(privacyQueries.settings());
    await client.fetchQuery(privacyQueries.requests({ limit: 5 }));
    expect(sent()).toEqual([
      `GET ${BASE}/privacy/settings`,
      `GET ${BASE}/privacy/requests?limit=5`,
    ]);
  });
});
