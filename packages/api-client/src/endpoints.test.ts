import { describe, expect, it } from 'vitest';
import {
  addressLookup,
  amlBusiness,
  amlPerson,
  binLookup,
  changePassword,
  confirmEmailChange,
  createCheckoutSession,
  forgotPassword,
  listSessions,
  requestEmailChange,
  resetPassword,
  checkResetToken,
  revokeOtherSessions,
  revokeSession,
  updateProfile,
  deleteReport,
  emailLookup,
  fraudEngine,
  getAccountSummary,
  getBilling,
  getGeoIp,
  getMonthlyBillingSummary,
  getReport,
  getVerificationCounts,
  ipLookup,
  login,
  logout,
  logoutAll,
  lookupReportOf,
  phoneLookup,
  regenerateApiKey,
  resendVerificationEmail,
  signup,
  verifyEmail,
} from './index';
import { BASE, lastCall, reply, useFakeApi } from './test/fake-api';

useFakeApi();

describe('every call of spec §7: method, path, payload', () => {
  const cases: [string, () => Promise<unknown>, string, string, unknown][] = [
    [
      'signup',
      () =>
        signup({
          fullName: 'A',
          email: 'a@acme.io',
          password: 'P',
          companyName: 'C',
          contactNumber: '1',
          country: 'US',
          consent: { agreed: true },
        }),
      'POST',
      '/auth/signup',
      {
        fullName: 'A',
        email: 'a@acme.io',
        password: 'P',
        companyName: 'C',
        contactNumber: '1',
        country: 'US',
        consent: { agreed: true },
      },
    ],
    [
      'login',
      () => login({ email: 'a@acme.io', password: 'p' }),
      'POST',
      '/auth/login',
      { email: 'a@acme.io', password: 'p' },
    ],
    [
      'regenerateApiKey',
      () => regenerateApiKey(),
      'POST',
      '/user-data/regenerate-api-key',
      undefined,
    ],
    ['verifyEmail', () => verifyEmail('tok'), 'POST', '/auth/verify-email', { token: 'tok' }],
    [
      'resendVerificationEmail',
      () => resendVerificationEmail('a@acme.io'),
      'POST',
      '/auth/resend-verification-email',
      { email: 'a@acme.io' },
    ],
    ['logout', () => logout(), 'POST', '/auth/logout', undefined],
    ['logoutAll', () => logoutAll(), 'POST', '/auth/logout-all', undefined],
    [
      'changePassword',
      () => changePassword({ currentPassword: 'a', newPassword: 'b' }),
      'POST',
      '/user-data/change-password',
      { currentPassword: 'a', newPassword: 'b' },
    ],
    [
      'getVerificationCounts',
      () => getVerificationCounts({ clientId: 'c 1', month: '2025-03' }),
      'GET',
      '/verification/counts?clientId=c+1&month=2025-03',
      undefined,
    ],
    [
      'getAccountSummary',
      () => getAccountSummary({ clientId: 'c' }),
      'GET',
      '/dashboard/account-summary?clientId=c',
      undefined,
    ],
    [
      'getMonthlyBillingSummary',
      () => getMonthlyBillingSummary({ clientId: 'c' }),
      'GET',
      '/billing/monthly-summary?clientId=c',
      undefined,
    ],
    ['getReport', () => getReport('ref/1'), 'GET', '/report/ref%2F1', undefined],
    ['deleteReport', () => deleteReport('ref-1'), 'DELETE', '/reports/ref-1', undefined],
    [
      'getBilling',
      () => getBilling({ month: '2025-03', clientId: 'c' }),
      'GET',
      '/billing?month=2025-03&clientId=c',
      undefined,
    ],
    [
      'emailLookup',
      () => emailLookup({ email: 'a@acme.io' }),
      'POST',
      '/emaillookup',
      { email: 'a@acme.io' },
    ],
    [
      'phoneLookup',
      () => phoneLookup({ phone: '+15555550100' }),
      'POST',
      '/phonelookup',
      { phone: '+15555550100' },
    ],
    [
      'addressLookup',
      () => addressLookup({ address: '1 Main St', country: 'US', latitude: 1.5, longitude: 2.5 }),
      'POST',
      '/addresslookup',
      { address: '1 Main St', country: 'US', latitude: 1.5, longitude: 2.5 },
    ],
    ['ipLookup', () => ipLookup({ ip: '8.8.8.8' }), 'POST', '/iplookup', { ip: '8.8.8.8' }],
    ['binLookup', () => binLookup({ bin: '424242' }), 'POST', '/binlookup', { bin: '424242' }],
    [
      'amlBusiness',
      () => amlBusiness({ company: 'Acme', fuzzy_amlb: '2' }),
      'POST',
      '/amlbusiness',
      { company: 'Acme', fuzzy_amlb: '2' },
    ],
    [
      'amlPerson',
      () =>
        amlPerson({ f_name: 'A', l_name: 'B', dob: '1952-10-07', gender: 'Male', fuzzy_amlp: '1' }),
      'POST',
      '/amlperson',
      { f_name: 'A', l_name: 'B', dob: '1952-10-07', gender: 'Male', fuzzy_amlp: '1' },
    ],
    [
      'fraudEngine',
      () =>
        fraudEngine({
          email: 'a@acme.io',
          ip: '1.1.1.1',
          address: 'x',
          country: 'US',
          latitude: 1,
          longitude: 2,
        }),
      'POST',
      '/fraud-engine',
      { email: 'a@acme.io', ip: '1.1.1.1', address: 'x', country: 'US', latitude: 1, longitude: 2 },
    ],
    [
      'createCheckoutSession',
      () =>
        createCheckoutSession({
          serviceType: 'binLookup',
          purchaseType: 'single',
          quantity: 25000,
          successUrl: 'http://x/payment-success',
          cancelUrl: 'http://x/payment-cancel',
        }),
      'POST',
      '/payments/create-checkout-session',
      {
        serviceType: 'binLookup',
        purchaseType: 'single',
        quantity: 25000,
        successUrl: 'http://x/payment-success',
        cancelUrl: 'http://x/payment-cancel',
      },
    ],
    ['getGeoIp', () => getGeoIp(), 'GET', '/geo/ip', undefined],
    [
      'forgotPassword',
      () => forgotPassword('a@acme.io'),
      'POST',
      '/auth/forgot-password',
      { email: 'a@acme.io' },
    ],
    [
      'resetPassword',
      () => resetPassword({ token: 't', password: 'P' }),
      'POST',
      '/auth/reset-password',
      { token: 't', password: 'P' },
    ],
    [
      'checkResetToken',
      () => checkResetToken('t'),
      'POST',
      '/auth/reset-password/check',
      { token: 't' },
    ],
    [
      'confirmEmailChange',
      () => confirmEmailChange('t'),
      'POST',
      '/auth/confirm-email-change',
      { token: 't' },
    ],
    [
      'updateProfile',
      () => updateProfile({ fullName: 'A' }),
      'PATCH',
      '/user-data/profile',
      { fullName: 'A' },
    ],
    [
      'requestEmailChange',
      () => requestEmailChange({ newEmail: 'b@acme.io', currentPassword: 'p' }),
      'POST',
      '/user-data/email-change',
      { newEmail: 'b@acme.io', currentPassword: 'p' },
    ],
    ['listSessions', () => listSessions(), 'GET', '/sessions', undefined],
    ['revokeSession', () => revokeSession('a b'), 'DELETE', '/sessions/a%20b', undefined],
    [
      'revokeOtherSessions',
      () => revokeOtherSessions(),
      'POST',
      '/sessions/revoke-others',
      undefined,
    ],
  ];

  it.each(cases)('%s', async (_name, call, method, path, body) => {
    reply({ body: {} });
    await call();
    expect(lastCall()).toMatchObject({ method, url: `${BASE}${path}`, body });
  });

  it('lookupReportOf finds the single {product}.report', async () => {
    const report = {
      referenceID: 'ref-9',
      requestDateTime: '2025-01-01T00:00:00Z',
      jsonResponse: { results: { status: 'VERIFIED', message: 'ok', response: {} } },
    };
    reply({ body: { emailPulse: { report } } });
    const res = await emailLookup({ email: 'a@acme.io' });
    expect(res.emailPulse.report.referenceID).toBe('ref-9');
    expect(lookupReportOf(res)?.jsonResponse.results.status).toBe('VERIFIED');
  });
});
