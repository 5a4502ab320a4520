// First-start seed: the demo customer and ~4 weeks of history produced by the real engines,
// metered (free first, then paid, so billing shows cost); idempotent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo, seedDemoHistory } from '../../src/db/seed.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { must } from '../helpers/clients.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo history', () => {
  it('gives the demo customer a few weeks of varied, metered reports, once', async () => {
    expect(await seedDemo(t.app.repos, t.config)).toBe(true);
    const now = new Date();
    const written = await seedDemoHistory(t.app, now);
    expect(written).toBeGreaterThan(500);
    expect(await seedDemoHistory(t.app, now)).toBe(0);

    const demo = must(await t.app.repos.clients.findByEmail(DEMO_EMAIL), 'demo');
    expect(await t.app.repos.reports.total(demo.id, {})).toBe(written);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };

    // Every service and several outcomes, spread over ~28 days.
    const list = await t.app.inject({ method: 'GET', url: '/api/reports?limit=100', headers });
    expect(list.statusCode).toBe(200);
    const byService = new Set<string>();
    const byStatus = new Set<string>();
    for (const s of ['emailLookup', 'phoneLookup', 'ipLookup', 'binLookup', 'addressLookup']) {
      const r = await t.app.inject({
        method: 'GET',
        url: `/api/reports?service=${s}&limit=100`,
        headers,
      });
      if ((r.json() as unknown[]).length) byService.add(s);
      for (const i of r.json() as Array<{ status: string }>) byStatus.add(i.status);
    }
    expect(byService.size).toBe(5);
    expect([...byStatus].filter((s) => s !== 'ERROR').length).toBeGreaterThanOrEqual(4);
    const oldest = new Date(now.getTime() - 28 * 86_400_000).toISOString();
    const older = await t.app.inject({
      method: 'GET',
      url: `/api/reports?to=${encodeURIComponent(oldest)}`,
      headers,
    });
    expect(older.headers['x-total-count']).toBe('0');

    // Paid calls were bought and used: some month of the history has a cost.
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/billing/monthly-summary',
      headers,
    });
    const s = summary.json().billingSummary;
    const costs = [s.current, ...s.historical].map((e: { totalCost: number }) => e.totalCost);
    expect(Math.max(...costs)).toBeGreaterThan(0);
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/account-summary',
      headers,
    });
    const ip = account
      .json()
      .accountSummary.services.find((x: { service: string }) => x.service === 'ipLookup');
    expect(ip.paid).toBeLessThan(1000);
    expect(ip.status).toBe('Active');
  });
});
