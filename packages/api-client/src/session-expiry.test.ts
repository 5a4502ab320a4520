/** Spec §4 session expiry as the API client sees it: which answers end a session, which do not. */
import { describe, expect, it, vi } from 'vitest';
import {
  configureApiClient,
  errorText,
  getAccountSummary,
  getBilling,
  getMonthlyBillingSummary,
  getReport,
  getVerificationCounts,
  listReports,
  login,
  logout,
  regenerateApiKey,
  resendVerificationEmail,
  signup,
  verifyEmail,
} from './index';
import {
  BASE,
  reply,
  signIn,
  calls,
  lastCall,
  rejection,
  onSessionExpired,
  useFakeApi,
} from './test/fake-api';

useFakeApi();

describe('session expiry (spec §4)', () => {
  it('401 on an authenticated call: clears storage, calls onSessionExpired, rejects with ApiError', async () => {
    signIn();
    reply({ status: 401, body: { error: 'Invalid token', code: 'INVALID_TOKEN' } });
    const err = await rejection(getReport('ref-1'));
    expect(err.status).toBe(401);
    expect(err.data.code).toBe('INVALID_TOKEN');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('root')).toBeNull();
  });

  it('a 401 met after Logout started is no expiry: nothing is reported', async () => {
    signIn();
    reply(
      { status: 204 },
      { status: 401, body: { error: 'Invalid token', code: 'INVALID_TOKEN' } },
    );
    await logout();
    // A call sent before the logout, answered after the server ended the session.
    const err = await rejection(getReport('ref-1'));
    expect(err.status).toBe(401);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('403 "Invalid token": same', async () => {
    signIn();
    reply({ status: 403, body: { error: 'Invalid token' } });
    await rejection(listReports());
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('root')).toBeNull();
  });

  it('403 with another error is a plain error', async () => {
    signIn();
    reply({ status: 403, body: { error: 'Not your client', code: 'FORBIDDEN' } });
    const err = await rejection(getBilling({ month: '2025-02', clientId: 'other' }));
    expect(err.status).toBe(403);
    expect(err.message).toBe('Not your client');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem('root')).not.toBeNull();
  });

  it('a 401 about the key sent with the session is no expiry: the current key is fetched and the call sent again', async () => {
    signIn();
    reply(
      { status: 401, body: { error: 'Invalid API key', code: 'INVALID_API_KEY' } },
      { body: { apiKey: 'pk_live_regenerated', clientId: 'client-42', role: 'developer' } },
      { body: { verified: 1, declined: 0, suspicious: 0, risky: 0 } },
    );
    await getVerificationCounts({ clientId: 'c', month: '2025-01' });
    expect(calls).toHaveLength(3);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(calls[1]?.url).toBe(`${BASE}/user-data/profile`);
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer stored.jwt');
    expect(calls[1]?.headers.get('licensekey')).toBeNull();
    expect(lastCall().headers.get('licensekey')).toBe('pk_live_regenerated');
    const stored = JSON.parse(localStorage.getItem('root') ?? '{}') as {
      user: { apiKey: string; token: string; role: string };
    };
    expect(stored.user).toMatchObject({
      apiKey: 'pk_live_regenerated',
      token: 'stored.jwt',
      role: 'developer',
    });
  });

  it("parallel key refusals ask the profile once; a viewer's empty key sends no licensekey", async () => {
    signIn();
    const refused = { status: 401, body: { error: 'Invalid API key', code: 'INVALID_API_KEY' } };
    const counts = { body: { verified: 0, declined: 0, suspicious: 0, risky: 0 } };
    reply(
      refused,
      refused,
      { body: { apiKey: '', clientId: 'client-42', role: 'viewer' } },
      counts,
      counts,
    );
    await Promise.all([
      getVerificationCounts({ clientId: 'c', month: '2025-01' }),
      getVerificationCounts({ clientId: 'c', month: '2025-02' }),
    ]);
    expect(calls.filter((c) => c.url.endsWith('/user-data/profile'))).toHaveLength(1);
    expect(calls.slice(-2).map((c) => c.headers.get('licensekey'))).toEqual([null, null]);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a key refusal whose profile has the same key is a plain error, not an expiry', async () => {
    signIn();
    reply(
      { status: 401, body: { error: 'Invalid API key', code: 'INVALID_API_KEY' } },
      { body: { apiKey: 'pk_live_stored', clientId: 'client-42' } },
    );
    const err = await rejection(getReport('ref-1'));
    expect(err.data.code).toBe('INVALID_API_KEY');
    expect(calls).toHaveLength(2);
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem('root')).not.toBeNull();
  });

  it('a key refusal whose profile call refuses the token is an expiry', async () => {
    signIn();
    reply(
      { status: 401, body: { error: 'Invalid API key', code: 'INVALID_API_KEY' } },
      { status: 401, body: { error: 'Invalid token', code: 'INVALID_TOKEN' } },
    );
    await rejection(getReport('ref-1'));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('root')).toBeNull();
  });

  it('parallel 401s for the same token report the expiry once', async () => {
    signIn();
    reply({ status: 401, body: {} }, { status: 401, body: {} }, { status: 401, body: {} });
    await Promise.allSettled([
      getVerificationCounts({ clientId: 'c', month: '2025-01' }),
      getAccountSummary({ clientId: 'c' }),
      getMonthlyBillingSummary({ clientId: 'c' }),
    ]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('login 401 rejects with ApiError and is not an expiry', async () => {
    signIn();
    reply({
      status: 401,
      body: { error: 'Invalid email or password', code: 'INVALID_CREDENTIALS' },
    });
    const err = await rejection(login({ email: 'a@acme.io', password: 'secret!' }));
    expect(err.status).toBe(401);
    expect(errorText(err, 'Unknown error')).toBe('Invalid email or password');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(localStorage.getItem('root')).not.toBeNull();
  });

  it('login 403 of an unverified user carries needVerification, no expiry', async () => {
    reply({
      status: 403,
      body: {
        error: 'Please verify your email before logging in.',
        code: 'EMAIL_NOT_VERIFIED',
        needVerification: true,
      },
    });
    const err = await rejection(login({ email: 'a@acme.io', password: 'secret!' }));
    expect(err.data.needVerification).toBe(true);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([
    [
      'signup',
      () =>
        signup({
          fullName: 'A',
          email: 'a@acme.io',
          password: 'P4ss!word',
          companyName: 'Acme',
          contactNumber: '+15555550100',
          country: 'US',
          consent: { agreed: true },
        }),
    ],
    ['verifyEmail', () => verifyEmail('tok')],
    ['resendVerificationEmail', () => resendVerificationEmail('a@acme.io')],
  ])('%s is exempt from expiry handling', async (_name, call) => {
    reply({ status: 401, body: { error: 'Invalid token' } });
    await rejection(call());
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('default handler sends the browser to /', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    configureApiClient({ baseURL: BASE });
    signIn();
    reply({ status: 401, body: { error: 'Invalid token' } });
    await rejection(regenerateApiKey());
    expect(assign).toHaveBeenCalledWith('/');
    expect(localStorage.getItem('root')).toBeNull();
  });
});
