// The role matrix: every registered /api route × each role → allowed or 403
// ROLE_FORBIDDEN, through the HTTP stack. The expected rights are written out here, from the
// issue, independently of routes/access.ts: a route without a declared rule, or a rule that
// differs from this table, fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../src/db/schema/index.js';
import { needsRoleRule, ROLE_FORBIDDEN_MESSAGE } from '../../../src/plugins/roles.js';
import { bearer, PASSWORD } from '../../helpers/accounts.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { apiKey, call, newCaller, reportOf, type Caller } from '../../helpers/clients.js';
import { addMember, type TestMember } from '../../helpers/members.js';

// O owner, A admin, D developer, N analyst, V viewer; '-' public (no session needed).
const EXPECTED: Record<string, string> = {
  'POST /api/auth/signup': '-',
  'POST /api/auth/verify-email': '-',
  'POST /api/auth/resend-verification-email': '-',
  'POST /api/auth/login': '-',
  'POST /api/auth/logout': 'OADNV',
  'POST /api/auth/logout-all': 'OADNV',
  'GET /api/user-data/profile': 'OADNV',
  'POST /api/user-data/regenerate-api-key': 'OAD',
  'POST /api/user-data/change-password': 'OADNV',
  'GET /api/sessions': 'OADNV',
  'DELETE /api/sessions/:id': 'OADNV',
  'POST /api/sessions/revoke-others': 'OADNV',
  'GET /api/health': '-',
  'GET /api/health/live': '-',
  'GET /api/health/ready': '-',
  'POST /api/emaillookup': 'OAD',
  'POST /api/phonelookup': 'OAD',
  'POST /api/iplookup': 'OAD',
  'POST /api/binlookup': 'OAD',
  'POST /api/addresslookup': 'OAD',
  'POST /api/amlperson': 'OAD',
  'POST /api/amlbusiness': 'OAD',
  'POST /api/fraud-engine': 'OAD',
  'GET /api/aml/list-updates': 'OADNV',
  'GET /api/aml/list-updates/:id': 'OADNV',
  'GET /api/aml/entries/:id': 'OADNV',
  'GET /api/batches/templates/:service': 'OADNV',
  'GET /api/batches': 'OADNV',
  'GET /api/batches/:id': 'OADNV',
  'GET /api/batches/:id/results': 'OADNV',
  'POST /api/batches': 'OAD',
  'PUT /api/batches/:id/mapping': 'OAD',
  'POST /api/batches/:id/start': 'OAD',
  'POST /api/batches/:id/cancel': 'OAD',
  'GET /api/cases': 'OADNV',
  'GET /api/cases/settings': 'OADNV',
  'PUT /api/cases/settings': 'OA',
  'GET /api/cases/:id': 'OADNV',
  'PATCH /api/cases/:id': 'OADN',
  'POST /api/cases/:id/hold': 'OA',
  'DELETE /api/cases/:id/hold': 'OA',
  'POST /api/privacy/requests': 'OA',
  'GET /api/privacy/requests': 'OA',
  'GET /api/privacy/requests/:id': 'OA',
  'POST /api/privacy/requests/:id/run': 'OA',
  'GET /api/privacy/requests/:id/certificate': 'OA',
  'GET /api/privacy/requests/:id/export': 'OA',
  'GET /api/privacy/settings': 'OA',
  'PUT /api/privacy/settings': 'OA',
  'GET /api/watchlists': 'OADNV',
  'POST /api/watchlists': 'OAD',
  'GET /api/watchlists/:id': 'OADNV',
  'PUT /api/watchlists/:id': 'OAD',
  'DELETE /api/watchlists/:id': 'OAD',
  'GET /api/rules/signals': 'OADNV',
  'GET /api/rules/rule-set': 'OADNV',
  'GET /api/rules/rule-set/versions': 'OADNV',
  'PUT /api/rules/rule-set/draft': 'OAD',
  'POST /api/rules/validate': 'OAD',
  'POST /api/rules/backtest': 'OAD',
  'POST /api/rules/try': 'OAD',
  'POST /api/rules/rule-set/publish': 'OA',
  'POST /api/rules/rule-set/rollback': 'OA',
  'GET /api/monitoring/subjects': 'OADNV',
  'POST /api/monitoring/subjects': 'OAD',
  'DELETE /api/monitoring/subjects/:id': 'OAD',
  'GET /api/monitoring/alerts': 'OADNV',
  'GET /api/reports': 'OADNV',
  'GET /api/report/:id': 'OADNV',
  'DELETE /api/reports/:id': 'OAD',
  'GET /api/verification/counts': 'OADNV',
  'GET /api/dashboard/account-summary': 'OADNV',
  'GET /api/geo/ip': 'OADNV',
  'GET /api/billing/monthly-summary': 'OA',
  'GET /api/billing': 'OA',
  'POST /api/payments/create-checkout-session': 'OA',
  'GET /api/payments': 'OA',
  'GET /api/payments/:sessionId': 'OA',
  'GET /api/payments/:sessionId/receipt': 'OA',
  'GET /api/payments/sandbox/:sessionId': '-',
  'POST /api/payments/sandbox/:sessionId': '-',
  'POST /api/payments/webhook': '-',
  'GET /api/payments/checkout-cancel/:paymentId': '-',
  'GET /api/developers/keys': 'OAD',
  'POST /api/developers/keys': 'OAD',
  'POST /api/developers/keys/:id/roll': 'OAD',
  'POST /api/developers/keys/:id/revoke': 'OAD',
  'GET /api/developers/requests': 'OAD',
  'GET /api/developers/requests/:id': 'OAD',
  'GET /api/webhooks/endpoints': 'OAD',
  'POST /api/webhooks/endpoints': 'OAD',
  'PATCH /api/webhooks/endpoints/:id': 'OAD',
  'DELETE /api/webhooks/endpoints/:id': 'OAD',
  'POST /api/webhooks/endpoints/:id/roll-secret': 'OAD',
  'POST /api/webhooks/endpoints/:id/test': 'OAD',
  'GET /api/webhooks/endpoints/:id/deliveries': 'OAD',
  'GET /api/webhooks/deliveries/:id': 'OAD',
  'POST /api/webhooks/deliveries/:id/resend': 'OAD',
  'POST /api/auth/login/two-factor': '-',
  'POST /api/auth/forgot-password': '-',
  'POST /api/auth/reset-password': '-',
  'POST /api/auth/reset-password/check': '-',
  'POST /api/auth/confirm-email-change': '-',
  'PATCH /api/user-data/profile': 'OADNV',
  'POST /api/user-data/email-change': 'OADNV',
  'DELETE /api/user-data/email-change': 'OADNV',
  'GET /api/user-data/two-factor': 'OADNV',
  'POST /api/user-data/two-factor/setup': 'OADNV',
  'POST /api/user-data/two-factor/enable': 'OADNV',
  'POST /api/user-data/two-factor/disable': 'OADNV',
  'GET /api/audit-log': 'OA',
  'GET /api/audit-log/export': 'OA',
  'PUT /api/audit-log/:id?': '-',
  'PATCH /api/audit-log/:id?': '-',
  'DELETE /api/audit-log/:id?': '-',
  'GET /api/members': 'OA',
  'PATCH /api/members/:id': 'OA',
  'DELETE /api/members/:id': 'OA',
  'GET /api/members/invitations': 'OA',
  'POST /api/members/invitations': 'OA',
  'POST /api/members/invitations/:id/resend': 'OA',
  'DELETE /api/members/invitations/:id': 'OA',
  'POST /api/invitations/read': '-',
  'POST /api/invitations/accept': '-',
  'GET /api/billing/balance-warnings': 'OA',
  'PUT /api/billing/balance-warnings/:service': 'OA',
  'DELETE /api/billing/balance-warnings/:service': 'OA',
  'GET /api/billing/alerts': 'OA',
  'PUT /api/billing/alerts/:service': 'OA',
  'DELETE /api/billing/alerts/:service': 'OA',
};

const LETTER: Record<MemberRole, string> = {
  owner: 'O',
  admin: 'A',
  developer: 'D',
  analyst: 'N',
  viewer: 'V',
};
const ROLES: MemberRole[] = ['owner', 'admin', 'developer', 'analyst', 'viewer'];
const UUID = '5b0e7f0a-3c1d-4e2f-8a9b-0c1d2e3f4a5b';

let t: TestApp;
let owner: Caller;
const members = new Map<MemberRole, TestMember>();

beforeAll(async () => {
  t = await createTestApp();
  owner = await newCaller(t.app, t.config.outboxDir);
  members.set('owner', { email: owner.email, role: 'owner', token: owner.token });
  for (const role of ['admin', 'developer', 'analyst', 'viewer'] as const)
    members.set(role, await addMember(t.app, t.config, owner.uuid, role));
});
afterAll(async () => t.close());

const apiRoutes = () => t.app.routeAccess.filter((r) => needsRoleRule(r.url));

describe('role matrix', () => {
  it('every registered /api route declares a rule, and it is the expected one', () => {
    const declared = Object.fromEntries(
      apiRoutes().map((r) => {
        const key = `${r.method} ${r.url}`;
        if (r.access === undefined) return [key, 'undeclared'];
        if (r.access === 'public') return [key, '-'];
        return [
          key,
          ROLES.filter((role) => (r.access as string[]).includes(role))
            .map((role) => LETTER[role])
            .join(''),
        ];
      }),
    );
    expect(declared).toEqual(EXPECTED);
  });

  it('each role × each route: allowed, or 403 ROLE_FORBIDDEN before the body is read', async () => {
    // logout and logout-all end the caller's own session: they go last.
    const last = (url: string) => Number(/\/logout(-all)?$/.test(url));
    const routes = apiRoutes()
      .filter((r) => EXPECTED[`${r.method} ${r.url}`] !== '-')
      .sort((a, b) => last(a.url) - last(b.url));
    const seen: string[] = [];
    for (const route of routes) {
      const rule = EXPECTED[`${route.method} ${route.url}`] ?? '';
      const url = route.url.replace(/:[A-Za-z]+/g, UUID);
      for (const role of ROLES) {
        const token = members.get(role)?.token ?? '';
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: bearer(token),
        });
        const refused = res.statusCode === 403 && res.json().code === 'ROLE_FORBIDDEN';
        seen.push(
          `${role} ${route.method} ${route.url} → ${refused ? 403 : 'allowed'} (${res.statusCode})`,
        );
        expect(refused, `${role} ${route.method} ${route.url}: ${res.statusCode} ${res.body}`).toBe(
          !rule.includes(LETTER[role]),
        );
        if (refused)
          expect(res.json()).toEqual({
            error: ROLE_FORBIDDEN_MESSAGE,
            code: 'ROLE_FORBIDDEN',
            requestId: expect.any(String),
          });
      }
    }
    expect(seen.length).toBe(routes.length * ROLES.length);

    // logout and logout-all ended every session above: sign everyone in again for the tests below.
    for (const [role, m] of members) {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: m.email, password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      members.set(role, { ...m, token: (login.json() as { token: string }).token });
    }
  });
});

describe('roles with real data', () => {
  it('a developer cannot read billing or payments; a viewer cannot run a lookup or see the key', async () => {
    const dev = members.get('developer')?.token ?? '';
    const viewer = members.get('viewer')?.token ?? '';
    expect((await call(t.app, 'GET', '/api/billing', bearer(dev))).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/payments', bearer(dev))).statusCode).toBe(403);
    const ownerToken = members.get('owner')?.token ?? '';
    const ownerKey = (await call(t.app, 'GET', '/api/user-data/profile', bearer(ownerToken))).json()
      .apiKey as string;
    expect(ownerKey).toMatch(/^pk_live_/);
    const profile = await call(t.app, 'GET', '/api/user-data/profile', bearer(dev));
    expect(profile.json()).toMatchObject({ role: 'developer', apiKey: ownerKey });

    const viewerProfile = await call(t.app, 'GET', '/api/user-data/profile', bearer(viewer));
    expect(viewerProfile.json()).toMatchObject({
      role: 'viewer',
      apiKey: '',
      fullName: 'A viewer',
    });
    const lookup = await call(
      t.app,
      'POST',
      '/api/phonelookup',
      { ...bearer(viewer), licensekey: ownerKey },
      { phone: '+447911123456' },
    );
    expect(lookup.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/reports', bearer(viewer))).statusCode).toBe(200);
  });

  it('an analyst reads what a viewer reads and reviews cases, nothing else', async () => {
    const analyst = members.get('analyst')?.token ?? '';
    const profile = await call(t.app, 'GET', '/api/user-data/profile', bearer(analyst));
    expect(profile.json()).toMatchObject({ role: 'analyst', apiKey: '' });
    expect((await call(t.app, 'GET', '/api/reports', bearer(analyst))).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/cases', bearer(analyst))).statusCode).toBe(200);
    for (const [method, url] of [
      ['POST', '/api/phonelookup'],
      ['PUT', '/api/cases/settings'],
      ['GET', '/api/members'],
      ['GET', '/api/developers/keys'],
    ] as const)
      expect((await call(t.app, method, url, bearer(analyst), {})).statusCode, url).toBe(403);
    // An owner may invite an analyst.
    const invite = await call(
      t.app,
      'POST',
      '/api/members/invitations',
      bearer(members.get('owner')?.token ?? ''),
      { email: `analyst-${Date.now()}@example.com`, role: 'analyst' },
    );
    expect(invite.statusCode, invite.body).toBe(201);
    expect(invite.json()).toMatchObject({ role: 'analyst' });
  });

  it('the login answer carries the member role and name', async () => {
    const dev = members.get('developer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: dev?.email, password: PASSWORD },
    });
    expect(res.json().user).toMatchObject({
      role: 'developer',
      fullName: 'A developer',
      email: dev?.email,
      clientId: owner.clientId,
    });
  });

  it("an API-key call ignores roles, and a member never sees another tenant's data", async () => {
    const other = await newCaller(t.app, t.config.outboxDir);
    const theirs = await call(t.app, 'POST', '/api/phonelookup', apiKey(other), {
      phone: '+447911123456',
    });
    expect(theirs.statusCode).toBe(200);
    const ref = reportOf(theirs.json()).referenceID;
    for (const role of ROLES) {
      const token = members.get(role)?.token ?? '';
      expect((await call(t.app, 'GET', `/api/report/${ref}`, bearer(token))).statusCode).toBe(404);
      const list = await call(t.app, 'GET', '/api/reports', bearer(token));
      expect(JSON.stringify(list.json())).not.toContain(ref);
      const counts = await call(
        t.app,
        'GET',
        `/api/verification/counts?clientId=${other.clientId}`,
        bearer(token),
      );
      expect(counts.statusCode).toBe(403);
      expect(counts.json().code).toBe('FORBIDDEN');
    }
    const dev = members.get('developer')?.token ?? '';
    expect((await call(t.app, 'DELETE', `/api/reports/${ref}`, bearer(dev))).statusCode).toBe(404);
    // The other tenant's report is still there for its owner.
    expect((await call(t.app, 'GET', `/api/report/${ref}`, apiKey(other))).statusCode).toBe(200);
  });
});
