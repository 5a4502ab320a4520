/**
 * Fuzzing state of the developer platform, two-factor, sessions and audit-log routes
 * (test/fuzz/openapi-fuzz.test.ts): members with other roles, a member with two-factor on, API
 * keys to roll and revoke, a client at the key limit, webhook endpoints with a delivery, a request
 * log entry. Starting inputs that depend on time (a TOTP code, a sign-in challenge) or on what ran
 * before (a session to end) are built just before their operation runs (`fresh`).
 */
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { MemberRole } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/password.js';
import type { TestApp } from '../helpers/app.js';
import { PASSWORD, uniqueEmail } from '../helpers/accounts.js';
import { newCaller, type Caller } from '../helpers/clients.js';

/** A starting input: [mode, body, query, path params, media]. */
export type Example = [string, unknown, Record<string, unknown>, Record<string, unknown>, string];

export interface PlatformFixtures {
  /** Session tokens of the extra members, by name; mode `as:<name>` signs in as one. */
  sessions: Record<string, string>;
  examples: Record<string, Example[]>;
  /** Starting inputs built right before their operation runs. */
  fresh: Record<string, () => Promise<Example[]>>;
}

let lastAddress = 0;
/** A remote address of its own per sign-in, so the per-IP sign-in limit never refuses them. */
const address = () => `10.77.${Math.floor(++lastAddress / 250)}.${lastAddress % 250}`;

const totp = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

async function signIn(t: TestApp, email: string): Promise<Record<string, unknown>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress: address(),
  });
  return res.json() as Record<string, unknown>;
}

/** Adds a verified member with `role` to the client and signs them in. */
async function member(t: TestApp, tenantId: string, role: MemberRole) {
  const email = uniqueEmail(role);
  const passwordHash = await hashPassword(PASSWORD, t.config.scrypt);
  await t.app.repos.transaction((tx) =>
    t.app.repos.members.insert(tx, {
      tenantId: tenantId,
      email,
      passwordHash,
      fullName: `A ${role}`,
      role,
      emailVerifiedAt: new Date(),
    }),
  );
  return { email, token: String((await signIn(t, email)).token) };
}

async function api(t: TestApp, token: string, method: string, url: string, payload?: unknown) {
  const res = await t.app.inject({
    method: method as 'POST',
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

const times = (n: number, e: Example): Example[] => Array.from({ length: n }, () => e);

/** Builds the state on `t`; `me` and `other` are the fuzzing's two clients. */
export async function platformFixtures(
  t: TestApp,
  me: Caller,
  other: Caller,
): Promise<PlatformFixtures> {
  const viewer = await member(t, me.uuid, 'viewer');
  // Two-factor on: the code step of sign-in, and switching it off again.
  const tfa = await member(t, me.uuid, 'admin');
  const setup = await api(t, tfa.token, 'POST', '/api/user-data/two-factor/setup');
  const enabled = await api(t, tfa.token, 'POST', '/api/user-data/two-factor/enable', {
    password: PASSWORD,
    code: await totp(String(setup.secret)),
  });
  const recovery = enabled.recoveryCodes as string[];
  // Enrolling: a set-up waiting for its code.
  const enrol = await member(t, me.uuid, 'developer');

  // Keys are rolled and revoked by a client of their own (the key routes' limit is per client).
  const third = await newCaller(t.app, t.config.outboxDir);
  const keyOf = async (name: string) =>
    (
      (await api(t, third.token, 'POST', '/api/developers/keys', { name, mode: 'test' })) as {
        key: { id: string };
      }
    ).key.id;
  const toRoll = await keyOf('To roll');
  const toRevoke = await keyOf('To revoke');
  // `other` is at the limit of active named keys.
  for (let i = 0; i < 50; i++)
    await t.app.repos.apiKeys.createNamed(other.uuid, {
      name: `Key ${i}`,
      mode: 'live',
      expiresAt: null,
      allowedCidrs: null,
    });

  // Webhooks: one endpoint to act on (with a delivery), one to delete. Nothing listens on port 9.
  const hook = (url: string) =>
    api(t, me.token, 'POST', '/api/webhooks/endpoints', { url, events: ['report.created'] }).then(
      (r) => (r.endpoint as { id: string }).id,
    );
  const endpoint = await hook('http://127.0.0.1:9/hooks');
  const doomed = await hook('http://127.0.0.1:9/other');
  const delivery = String(
    (await api(t, me.token, 'POST', `/api/webhooks/endpoints/${endpoint}/test`, {})).id,
  );

  const unknown = randomUUID();
  const asMe = (body: unknown, params: Record<string, unknown> = {}): Example => [
    'session',
    body,
    {},
    params,
    'json',
  ];
  const asViewer = (params: Record<string, unknown> = {}, body?: unknown): Example => [
    'as:viewer',
    body,
    {},
    params,
    'json',
  ];

  const examples: Record<string, Example[]> = {
    'POST /api/user-data/two-factor/setup': [['as:tfa', undefined, {}, {}, 'json']],
    'POST /api/user-data/two-factor/enable': [
      ['as:tfa', { password: PASSWORD, code: '123456' }, {}, {}, 'json'],
      ...times(11, ['as:viewer', { password: PASSWORD, code: '123456' }, {}, {}, 'json']),
    ],
    'POST /api/user-data/two-factor/disable': [
      ['as:tfa', { password: PASSWORD, code: recovery[1] }, {}, {}, 'json'],
      ...times(11, ['as:viewer', { password: PASSWORD, code: '123456' }, {}, {}, 'json']),
    ],
    'GET /api/audit-log': [asMe(undefined), asViewer()],
    'GET /api/audit-log/export': [asMe(undefined), asViewer()],
    'POST /api/developers/keys': [
      asMe({ name: 'Fuzz key', mode: 'test' }),
      ['as:other', { name: 'One too many', mode: 'live' }, {}, {}, 'json'],
      ...times(11, ['as:other', { name: 'Again', mode: 'live' }, {}, {}, 'json']),
    ],
    'POST /api/developers/keys/{id}/roll': [
      ['as:third', { grace: '1h' }, {}, { id: toRoll }, 'json'],
      ['as:third', { grace: '1h' }, {}, { id: toRoll }, 'json'],
      ['as:third', { grace: 'none' }, {}, { id: unknown }, 'json'],
      ...times(11, ['as:third', { grace: 'none' }, {}, { id: unknown }, 'json']),
    ],
    'POST /api/developers/keys/{id}/revoke': [
      ['as:third', undefined, {}, { id: toRevoke }, 'json'],
      ['as:third', undefined, {}, { id: unknown }, 'json'],
    ],
    'GET /api/developers/requests': [asMe(undefined)],
    'PUT /api/billing/balance-warnings/{service}': [
      asMe({ threshold: 100 }, { service: 'phoneLookup' }),
    ],
    'DELETE /api/billing/balance-warnings/{service}': [asMe(undefined, { service: 'phoneLookup' })],
    'PUT /api/billing/alerts/{service}': [asMe({ threshold: 100 }, { service: 'phoneLookup' })],
    'DELETE /api/billing/alerts/{service}': [asMe(undefined, { service: 'phoneLookup' })],
    'GET /api/webhooks/endpoints': [asViewer()],
    'POST /api/webhooks/endpoints': [
      asMe({ url: 'http://127.0.0.1:9/new', events: ['report.created', 'key.expiring'] }),
      asViewer({}, { url: 'http://127.0.0.1:9/new', events: ['report.created'] }),
    ],
    'PATCH /api/webhooks/endpoints/{id}': [
      asMe({ description: 'Orders' }, { id: endpoint }),
      asMe({ description: 'Orders' }, { id: unknown }),
      asViewer({ id: endpoint }, { description: 'Orders' }),
    ],
    'DELETE /api/webhooks/endpoints/{id}': [
      asMe(undefined, { id: doomed }),
      asMe(undefined, { id: doomed }),
      asViewer({ id: endpoint }),
    ],
    'POST /api/webhooks/endpoints/{id}/roll-secret': [
      asMe(undefined, { id: endpoint }),
      asMe(undefined, { id: unknown }),
      asViewer({ id: endpoint }),
    ],
    'POST /api/webhooks/endpoints/{id}/test': [
      asMe({ type: 'key.expiring' }, { id: endpoint }),
      asMe({}, { id: unknown }),
      asViewer({ id: endpoint }, {}),
    ],
    'GET /api/webhooks/endpoints/{id}/deliveries': [
      asMe(undefined, { id: endpoint }),
      asMe(undefined, { id: unknown }),
      asViewer({ id: endpoint }),
    ],
    'GET /api/webhooks/deliveries/{id}': [
      asMe(undefined, { id: delivery }),
      asMe(undefined, { id: unknown }),
      asViewer({ id: delivery }),
    ],
    'POST /api/webhooks/deliveries/{id}/resend': [
      asMe(undefined, { id: delivery }),
      asMe(undefined, { id: unknown }),
      asViewer({ id: delivery }),
    ],
  };

  const fresh: Record<string, () => Promise<Example[]>> = {
    // The password step of the member with two-factor on, then a recovery code.
    'POST /api/auth/login/two-factor': async () => {
      const { challenge } = await signIn(t, tfa.email);
      return [['anonymous', { challenge, code: recovery[0] }, {}, {}, 'json']];
    },
    'POST /api/user-data/two-factor/enable': async () => {
      const started = await api(t, enrol.token, 'POST', '/api/user-data/two-factor/setup');
      return [
        [
          'as:enrol',
          { password: PASSWORD, code: await totp(String(started.secret)) },
          {},
          {},
          'json',
        ],
        ...(examples['POST /api/user-data/two-factor/enable'] ?? []),
      ];
    },
    // An entry of the log: one API-key call of `me` made here, so the entry exists whatever ran
    // before (the key may have been rotated by then, hence the profile read for the current one).
    'GET /api/developers/requests/{id}': async () => {
      const { apiKey } = await api(t, me.token, 'GET', '/api/user-data/profile');
      await t.app.inject({
        method: 'GET',
        url: '/api/reports',
        headers: { licensekey: String(apiKey), clientid: me.clientId },
      });
      // inject() resolves when the answer is sent; the entry is queued by onResponse just after.
      for (let i = 0; i < 100 && !t.app.requestLog?.queued; i++)
        await new Promise((r) => setTimeout(r, 10));
      await t.app.requestLog?.flush();
      const list = (await api(t, me.token, 'GET', '/api/developers/requests')) as unknown as Array<{
        id: string;
      }>;
      return list[0] ? [asMe(undefined, { id: list[0].id })] : [];
    },
    // Another session of `me`: ended once (204), then again (404).
    'DELETE /api/sessions/{id}': async () => {
      await signIn(t, me.email);
      const { sessions } = (
        await t.app.inject({
          url: '/api/sessions',
          headers: { authorization: `Bearer ${me.token}` },
        })
      ).json() as { sessions: Array<{ id: string; current: boolean }> };
      const id = sessions.find((s) => !s.current)?.id ?? unknown;
      return [asMe(undefined, { id }), asMe(undefined, { id })];
    },
  };

  return {
    sessions: {
      viewer: viewer.token,
      tfa: tfa.token,
      enrol: enrol.token,
      third: third.token,
      other: other.token,
    },
    examples,
    fresh,
  };
}
