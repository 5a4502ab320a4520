// POST /api/{email,phone,ip,bin,address}lookup: answers on the real engines (email on a fake DNS
// resolver), validation texts, both auth modes, service flags, metering (free then paid, 402).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import {
  apiKey,
  call,
  must,
  newCaller,
  reportOf,
  session,
  type Caller,
  type PulseAnswer,
} from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;
let bob: Caller;

beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
  bob = await newCaller(t.app, t.config.outboxDir);
});
afterAll(async () => t.close());

const post = (url: string, headers: Record<string, string>, body: unknown) =>
  call(t.app, 'POST', `/api${url}`, headers, body);

async function ok(url: string, body: unknown, key: string, who: Caller = alice, mode = session) {
  const res = await post(url, mode(who), body);
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json() as PulseAnswer;
  expect(Object.keys(json)).toEqual([key]);
  const report = must(json[key], key).report;
  expect(report.referenceID).toMatch(/^rpt_[a-z2-7]{26}$/);
  expect(Number.isNaN(Date.parse(report.requestDateTime))).toBe(false);
  return report.jsonResponse.results;
}

describe('answers on real data', () => {
  it('email: gmail.com is a free provider, mailinator.com disposable, a business domain verified', async () => {
    const free = await ok('/emaillookup', { email: 'j.smith@gmail.com' }, 'emailPulse');
    expect(free.response).toMatchObject({
      freeProvider: true,
      disposable: false,
      deliverability: 'deliverable',
    });
    expect(free.status).toBe('SUSPICIOUS');
    const disposable = await ok('/emaillookup', { email: 'abc@mailinator.com' }, 'emailPulse');
    expect(disposable.response.disposable).toBe(true);
    expect(disposable.status).toBe('RISKY');
    const biz = await ok('/emaillookup', { email: 'olivia@acme-corp.com' }, 'emailPulse');
    expect(biz).toMatchObject({
      status: 'VERIFIED',
      response: { spf: true, dmarc: true, mxRecords: ['mx1.acme-corp.com'] },
    });
    expect(biz.sources.length).toBeGreaterThan(0);
    const nx = await ok('/emaillookup', { email: 'x@no-such-domain-pulse.com' }, 'emailPulse');
    expect(nx).toMatchObject({ status: 'DECLINED', response: { dns: false } });
  });

  it('phone: +1 415 555 2671 is a valid US number in America/Los_Angeles; VOIP and invalid ones are flagged', async () => {
    const us = await ok('/phonelookup', { phone: '+1 415 555 2671' }, 'phonePulse');
    expect(us.status).toBe('VERIFIED');
    expect(us.response).toMatchObject({
      isValid: true,
      countryCode: 'US',
      dialingCode: 1,
      timeZone: 'America/Los_Angeles',
    });
    expect(['FIXED_LINE_OR_MOBILE', 'MOBILE', 'FIXED_LINE']).toContain(us.response.lineType);
    const voip = await ok('/phonelookup', { phone: '+445612345678' }, 'phonePulse');
    expect(voip).toMatchObject({
      status: 'SUSPICIOUS',
      response: { isVoip: true, lineType: 'VOIP' },
    });
    const bad = await ok('/phonelookup', { phone: '+99912345678' }, 'phonePulse');
    expect(bad).toMatchObject({ status: 'DECLINED', response: { isValid: false } });
  });

  it('ip: 8.8.8.8 is AS15169 Google; a private address is a bogon; missing lists are named', async () => {
    const g = await ok('/iplookup', { ip: '8.8.8.8' }, 'ipPulse');
    expect(g.response).toMatchObject({ asn: 15169, countryCode: 'US', isBogon: false });
    expect(String(g.response.organization)).toMatch(/Google/);
    expect(g.message).toMatch(/not loaded: .*Tor exit list/);
    const p = await ok('/iplookup', { ipAddress: '192.168.1.20' }, 'ipPulse');
    expect(p).toMatchObject({
      status: 'DECLINED',
      response: { isBogon: true, bogonRange: 'private' },
    });
    // An address that cannot exist is a client error: 400, never billed.
    const junk = await post('/iplookup', session(alice), { ip: 'not-an-ip' });
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({ error: 'Enter a valid IPv4 or IPv6 address' });
  });

  it('bin: 411111 is Visa; an unknown range is DECLINED; the missing BIN table is named', async () => {
    const visa = await ok('/binlookup', { bin: '411111' }, 'binPulse');
    expect(visa.response).toMatchObject({ scheme: 'visa', brand: 'Visa', valid: true });
    expect(visa.status).toBe('VERIFIED');
    expect(visa.message + visa.reasons.join(' ')).toMatch(/not loaded/i);
    const unknown = await ok('/binlookup', { bin: '000000' }, 'binPulse');
    expect(unknown.status).toBe('DECLINED');
  });

  it('address: "10 Downing Street, London" geocodes to London, GB; a far current location is RISKY', async () => {
    const near = await ok(
      '/addresslookup',
      { address: '10 Downing Street, London', latitude: 51.5, longitude: -0.12 },
      'addressPulse',
    );
    expect(near.response).toMatchObject({
      addressDetails: { city: 'London', countryCode: 'GB' },
      validation: { valid: true },
    });
    expect(near.status).toBe('VERIFIED');
    const far = await ok(
      '/addresslookup',
      {
        address: '10 Downing Street, London',
        country: 'GB',
        latitude: '-33.87',
        longitude: '151.21',
      },
      'addressPulse',
    );
    expect(far.status).toBe('RISKY');
    expect((far.response.validation as { distanceKm: number }).distanceKm).toBeGreaterThan(15_000);
  });
});

describe('validation (spec §5 texts)', () => {
  it.each([
    ['/emaillookup', {}, 'Email is required'],
    ['/emaillookup', { email: '' }, 'Email is required'],
    ['/emaillookup', { email: 'not-an-email' }, 'Invalid email address'],
    ['/phonelookup', {}, 'Phone is required'],
    ['/phonelookup', { phone: '12345' }, 'Enter a valid phone number'],
    ['/phonelookup', { phone: '+0123456789012' }, 'Enter a valid phone number'],
    ['/iplookup', {}, 'IP Address is required'],
    ['/iplookup', { ip: '  ' }, 'IP Address is required'],
    ['/binlookup', {}, 'Credit/Debit card number is required'],
    [
      '/binlookup',
      { bin: '4111' },
      'Please enter a valid BIN number, it should be a 6 digit number',
    ],
    [
      '/binlookup',
      { bin: '41x111' },
      'Please enter a valid BIN number, it should be a 6 digit number',
    ],
    ['/addresslookup', {}, 'Address is required'],
    ['/addresslookup', { address: 'London', latitude: 123 }, 'Latitude'],
    ['/addresslookup', { address: 'London', longitude: 'east' }, 'Longitude'],
  ])('%s %j → 400 "%s"', async (url, body, message) => {
    const before = await t.app.repos.reports.total(alice.uuid, {});
    const res = await post(url, session(alice), body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.json().error).toContain(message);
    expect(await t.app.repos.reports.total(alice.uuid, {})).toBe(before);
  });

  it('refuses a non-JSON body and drops unknown fields from the stored input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/phonelookup',
      headers: { ...session(alice), 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    const r = await post('/phonelookup', session(alice), { phone: '+447911123456', secret: 'x' });
    const ref = reportOf(r.json()).referenceID;
    const detail = await call(t.app, 'GET', `/api/report/${ref}`, session(alice));
    expect(detail.json().inputRequest).toEqual({ phone: '+447911123456' });
  });
});

describe('auth modes and flags', () => {
  it('API key alone writes requestType "api"; a session writes "dashboard"; the key is masked', async () => {
    const viaKey = await post('/phonelookup', apiKey(bob), { phone: '+447911123456' });
    expect(viaKey.statusCode).toBe(200);
    const viaSession = await post('/phonelookup', session(bob), { phone: '+447911123456' });
    const refs = [viaKey, viaSession].map((r) => reportOf(r.json()).referenceID);
    const details = await Promise.all(
      refs.map((id) => call(t.app, 'GET', `/api/report/${id}`, apiKey(bob))),
    );
    expect(details.map((d) => d.json().requestType)).toEqual(['api', 'dashboard']);
    expect(must(details[0]).json().report.apiKeyUsed).toBe(
      `${bob.apiKey.slice(0, 12)}…${bob.apiKey.slice(-4)}`,
    );
    expect(must(details[0]).json().clientId).toBe(bob.clientId);
  });

  it('refuses missing or wrong credentials with 401 and a foreign clientid with 403, writing nothing', async () => {
    const before = await t.app.repos.reports.total(alice.uuid, {});
    const cases: Array<[Record<string, string>, number, string]> = [
      [{}, 401, 'INVALID_API_KEY'],
      [{ licensekey: alice.apiKey }, 401, 'INVALID_API_KEY'],
      [{ licensekey: 'pk_live_nope', clientid: alice.clientId }, 401, 'INVALID_API_KEY'],
      [{ authorization: 'Bearer nope', licensekey: alice.apiKey }, 401, 'INVALID_TOKEN'],
      [{ authorization: `Bearer ${alice.token}` }, 401, 'INVALID_API_KEY'],
      [{ authorization: `Bearer ${alice.token}`, licensekey: bob.apiKey }, 401, 'INVALID_API_KEY'],
      [{ licensekey: alice.apiKey, clientid: bob.clientId }, 403, 'FORBIDDEN'],
      [{ ...session(alice), clientid: bob.clientId }, 403, 'FORBIDDEN'],
    ];
    for (const [headers, status, code] of cases) {
      const res = await post('/iplookup', headers, { ip: '8.8.8.8' });
      expect([res.statusCode, res.json().code], JSON.stringify(headers)).toEqual([status, code]);
    }
    expect(await t.app.repos.reports.total(alice.uuid, {})).toBe(before);
  });

  it('answers 403 SERVICE_DISABLED when the client’s flag is off, consuming nothing', async () => {
    await t.app.repos.clients.setService(bob.email, 'binLookup', false);
    const res = await post('/binlookup', apiKey(bob), { bin: '411111' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: 'BIN Lookup is not enabled for your account. Please contact support.',
      code: 'SERVICE_DISABLED',
      requestId: expect.any(String),
    });
    expect(
      (await t.app.repos.metering.usage(bob.uuid, new Date().toISOString().slice(0, 7))).get(
        'binLookup',
      ),
    ).toBeUndefined();
    await t.app.repos.clients.setService(bob.email, 'binLookup', true);
    expect((await post('/binlookup', apiKey(bob), { bin: '411111' })).statusCode).toBe(200);
  });
});

describe('metering', () => {
  it('uses this month’s free calls first, then paid calls, then answers 402 without a report', async () => {
    const carol = await newCaller(t.app, t.config.outboxDir);
    await t.app.repos.catalog.set('phoneLookup', 'freeCallsPerMonth', 3);
    try {
      await t.app.repos.metering.grant(carol.uuid, 'phoneLookup', 2);
      const month = new Date().toISOString().slice(0, 7);
      const pools: Array<[number, number, number]> = [];
      for (let i = 0; i < 5; i++) {
        expect(
          (await post('/phonelookup', apiKey(carol), { phone: '+447911123456' })).statusCode,
        ).toBe(200);
        const u = must((await t.app.repos.metering.usage(carol.uuid, month)).get('phoneLookup'));
        pools.push([
          u.freeUsed,
          u.paidUsed,
          must((await t.app.repos.metering.balances(carol.uuid)).get('phoneLookup')),
        ]);
      }
      expect(pools).toEqual([
        [1, 0, 2],
        [2, 0, 2],
        [3, 0, 2],
        [3, 1, 1],
        [3, 2, 0],
      ]);
      const refused = await post('/phonelookup', apiKey(carol), { phone: '+447911123456' });
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toEqual({
        error: 'No calls left for Phone Lookup: top up on the Billing page.',
        code: 'NO_CALLS_LEFT',
        requestId: expect.any(String),
      });
      expect(await t.app.repos.reports.total(carol.uuid, {})).toBe(5);
      const billing = await call(
        t.app,
        'GET',
        `/api/billing?month=${month}&clientId=${carol.clientId}`,
        session(carol),
      );
      expect(billing.json().services.find((s: { id: string }) => s.id === 'phoneLookup')).toEqual({
        id: 'phoneLookup',
        name: 'Phone Lookup',
        freeCallsAvailable: 0,
        freeCallsUsed: 3,
        paidCallsAvailable: 0,
        paidCallsUsed: 2,
        costPerCall: 3,
        totalServiceCost: 6,
      });
      // A purchase (operator grant) makes calls available again.
      await t.app.repos.metering.grant(carol.uuid, 'phoneLookup', 1);
      expect(
        (await post('/phonelookup', apiKey(carol), { phone: '+447911123456' })).statusCode,
      ).toBe(200);
    } finally {
      await t.app.repos.catalog.set('phoneLookup', 'freeCallsPerMonth', 100);
    }
  });

  it('fraudEngine-style services with no free calls need paid calls (catalog free = 0)', async () => {
    const dave = await newCaller(t.app, t.config.outboxDir);
    await t.app.repos.catalog.set('ipLookup', 'freeCallsPerMonth', 0);
    try {
      expect((await post('/iplookup', apiKey(dave), { ip: '8.8.8.8' })).statusCode).toBe(402);
      await t.app.repos.metering.grant(dave.uuid, 'ipLookup', 1);
      expect((await post('/iplookup', apiKey(dave), { ip: '8.8.8.8' })).statusCode).toBe(200);
      expect((await post('/iplookup', apiKey(dave), { ip: '8.8.8.8' })).statusCode).toBe(402);
    } finally {
      await t.app.repos.catalog.set('ipLookup', 'freeCallsPerMonth', 100);
    }
  });
});
