// Honest answers, honestly billed: a check that could not run
// (ERROR, or a list missing) is recorded and not charged, and says so in the customer's words; a
// fraud-engine call with a part that could not run is not charged either; invalid IP, phone and BIN
// input is refused with 400 and the field's message, and never billed. No lists are loaded here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_RUN_MESSAGE } from '../../src/services/fraud-engine.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { apiKey, call, newCaller, reportOf, type Caller } from '../helpers/clients.js';

const month = () => new Date().toISOString().slice(0, 7);

describe('honest billing', () => {
  let t: TestApp;
  let c: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    c = await newCaller(t.app, t.config.outboxDir);
    await t.app.repos.clients.setService(c.email, 'fraudEngine', true);
    await t.app.repos.metering.grant(c.uuid, 'fraudEngine', 5);
  });
  afterAll(async () => t.close());

  const used = async (service: string) => {
    const u = (await t.app.repos.metering.usage(c.uuid, month())).get(service);
    return (u?.freeUsed ?? 0) + (u?.paidUsed ?? 0);
  };

  it('refuses an invalid IP, phone or BIN with 400 and the field message; nothing is billed or recorded', async () => {
    const cases: Array<[string, object, string]> = [
      ['/api/iplookup', { ip: '999.1.1.1' }, 'Enter a valid IPv4 or IPv6 address'],
      ['/api/phonelookup', { phone: '12ab' }, 'Enter a valid phone number'],
      [
        '/api/binlookup',
        { bin: '41x1' },
        'Please enter a valid BIN number, it should be a 6 digit number',
      ],
      ['/api/fraud-engine', { ip: '999.1.1.1' }, 'Enter a valid IPv4 or IPv6 address'],
    ];
    for (const [path, body, message] of cases) {
      const res = await call(t.app, 'POST', path, apiKey(c), body);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ error: message, code: 'VALIDATION_ERROR' });
    }
    for (const s of ['ipLookup', 'phoneLookup', 'binLookup', 'fraudEngine'])
      expect(await used(s), s).toBe(0);
    expect(await t.app.repos.reports.total(c.uuid, {})).toBe(0);
  });

  it('an AML screening without a list is ERROR in the customer words, recorded, not charged', async () => {
    const res = await call(t.app, 'POST', '/api/amlperson', apiKey(c), {
      f_name: 'Vladimir',
      l_name: 'Putin',
    });
    const r = reportOf(res.json()).jsonResponse.results;
    expect(r.status).toBe('ERROR');
    expect(r.message).toBe(NOT_RUN_MESSAGE);
    expect(r.message).toBe(
      'This check could not run right now, so you were not charged for it. Please try again later.',
    );
    expect(JSON.stringify(r)).not.toMatch(/import|loaded|kinds/i);
    expect(await used('amlPerson')).toBe(0);
  });

  it('a fraud-engine call whose AML part could not run is not charged, and says why', async () => {
    const res = await call(t.app, 'POST', '/api/fraud-engine', apiKey(c), {
      f_name: 'Jane',
      l_name: 'Doe',
      phone: '+14155552671',
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = reportOf(res.json()).jsonResponse.results as {
      status: string;
      message: string;
      response: Record<string, { status: string; message: string } | null>;
    };
    expect(r.response.individualAMLPulse).toMatchObject({
      status: 'ERROR',
      message: NOT_RUN_MESSAGE,
    });
    expect(r.response.phonePulse?.status).not.toBe('ERROR');
    expect(r.message).toMatch(
      /\. 1 of 2 checks could not run, so you were not charged for this call\.$/,
    );
    expect(await used('fraudEngine')).toBe(0);
    expect((await t.app.repos.metering.balances(c.uuid)).get('fraudEngine')).toBe(5);

    // Every part ran: charged one call.
    const full = await call(t.app, 'POST', '/api/fraud-engine', apiKey(c), {
      phone: '+14155552671',
    });
    expect(reportOf(full.json()).jsonResponse.results.status).not.toBe('ERROR');
    expect(await used('fraudEngine')).toBe(1);
  });
});
