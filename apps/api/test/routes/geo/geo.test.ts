// GET /api/geo/ip: the caller's approximate location, not metered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { apiKey, newCaller, session, type Caller } from '../../helpers/clients.js';

let t: TestApp;
let alice: Caller;
beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
});
afterAll(async () => t.close());

describe('GET /geo/ip', () => {
  it('locates a public caller address and writes no report', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/geo/ip',
      headers: session(alice),
      remoteAddress: '8.8.8.8',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ ip: '8.8.8.8', countryCode: 'US', accuracyKm: 50 });
    expect(typeof body.latitude).toBe('number');
    expect(typeof body.longitude).toBe('number');
    expect(await t.app.repos.reports.total(alice.uuid, {})).toBe(0);
  });

  it('answers null coordinates for loopback and private callers (API-key mode too)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/geo/ip',
      headers: apiKey(alice),
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ip: '127.0.0.1',
      latitude: null,
      longitude: null,
      city: null,
      countryCode: null,
      accuracyKm: null,
    });
  });
});
