/**
 * Two-factor sign-in and role-check benchmark: login latency without
 * 2FA (the password step) and with 2FA (password step + code step), and the cost of the role check
 * per request, measured in one run on in-process apps (Fastify inject, production scrypt cost,
 * fresh PGlite or a fresh database next to DATABASE_URL).
 *
 * A TOTP code is accepted once per member and 30-second step, so every sign-in uses its own
 * member: BENCH_MEMBERS members are created verified (one password hash shared), each signs in
 * once without 2FA, then gets 2FA on and signs in once with it. Sequential, one request at a time:
 * this is the latency a person sees, not throughput. Prints p50/p99/max in ms.
 *
 * Role check (plugins/roles.ts): the same authenticated `GET /api/sessions` on two apps, one with
 * its rule (every role allowed: the check runs and passes) and one built with the rule removed from
 * routes/access.ts for this run only (no check: the rule-less baseline). Requests alternate between
 * the two so machine load hits both alike; the difference of the medians is the check's cost per
 * request. The check function alone (`allows`) is also timed over BENCH_CHECKS calls.
 *
 *   pnpm --filter @pulse/api exec tsx bench/two-factor.ts
 *
 * Env: BENCH_MEMBERS (default 150), BENCH_ROLE_REQUESTS (default 2000), BENCH_CHECKS (default
 * 1e6), DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { loadavg, cpus } from 'node:os';
import { generate, generateSecret } from 'otplib';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../src/config.js';
import { hashPassword } from '../src/lib/password.js';
import { allows } from '../src/plugins/roles.js';
import { ROUTE_ACCESS, type Access } from '../src/routes/access.js';
import { inProcessApp, type InProcessApp } from './common.js';

const members = Number(process.env.BENCH_MEMBERS ?? 150);
const roleRequests = Number(process.env.BENCH_ROLE_REQUESTS ?? 2000);
const checks = Number(process.env.BENCH_CHECKS ?? 1_000_000);
const GUARDED = 'GET /api/sessions';
const PASSWORD = 'Bench#2026pass';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (name: string, ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `| ${name} | ${s.length} | ${f(pct(s, 50))} | ${f(pct(s, 99))} | ${f(s[s.length - 1] ?? NaN)} |`;
};

/** Creates `n` verified owners (one client each) sharing one password hash. */
async function createOwners(app: FastifyInstance, config: Config, n: number) {
  const { repos } = app;
  const hash = await hashPassword(PASSWORD, config.scrypt);
  const emails: string[] = [];
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = `bench.${i}.${randomBytes(3).toString('hex')}@acme-corp.com`;
    const id = await repos.transaction(async (tx) => {
      const c = await repos.clients.insert(tx, {
        fullName: 'Bench',
        email,
        companyName: 'Acme',
        contactNumber: '+441234567890',
        country: 'GB',
      });
      // The owner member shares the client's id.
      await repos.members.insert(tx, {
        id: c.id,
        tenantId: c.id,
        email,
        passwordHash: hash,
        fullName: 'Bench',
        role: 'owner',
        emailVerifiedAt: new Date(),
      });
      return c.id;
    });
    emails.push(email);
    ids.push(id);
  }
  return { emails, ids };
}

/** A signed-in session token of a new owner of `app`. */
async function ownerToken(app: FastifyInstance, config: Config): Promise<string> {
  const { emails } = await createOwners(app, config, 1);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: emails[0], password: PASSWORD },
  });
  const token = (res.json() as { token?: string }).token;
  if (!token) throw new Error(`login: ${res.body}`);
  return token;
}

/**
 * The role check's cost: the same authenticated GET with its rule (app `guarded`) and without
 * (an app built while the rule is lifted from ROUTE_ACCESS), requests alternating.
 */
async function roleCheckCost(guarded: FastifyInstance, guardedConfig: Config) {
  const access = ROUTE_ACCESS as Record<string, Access>;
  const rule = access[GUARDED];
  if (!rule) throw new Error(`${GUARDED} has no rule`);
  Reflect.deleteProperty(access, GUARDED);
  let plain: InProcessApp;
  try {
    plain = await inProcessApp();
  } finally {
    access[GUARDED] = rule;
  }
  try {
    const lifted = plain.app.routeAccess.find((r) => `${r.method} ${r.url}` === GUARDED);
    if (lifted?.access !== undefined) throw new Error('the baseline still has the rule');
    const apps = [
      { app: guarded, token: await ownerToken(guarded, guardedConfig), ms: [] as number[] },
      { app: plain.app, token: await ownerToken(plain.app, plain.config), ms: [] as number[] },
    ];
    const get = (a: (typeof apps)[number]) =>
      a.app.inject({
        method: 'GET',
        url: '/api/sessions',
        headers: { authorization: `Bearer ${a.token}` },
      });
    for (let i = 0; i < 200; i++) for (const a of apps) await get(a);
    for (let i = 0; i < roleRequests; i++) {
      // Alternate which goes first, so neither always follows the other.
      for (const a of i % 2 ? apps : [...apps].reverse()) {
        const t0 = performance.now();
        const res = await get(a);
        a.ms.push(performance.now() - t0);
        if (res.statusCode !== 200) throw new Error(`GET /api/sessions: ${res.body}`);
      }
    }
    // The check function alone, over every role.
    const roles = ['owner', 'admin', 'developer', 'viewer'] as const;
    let allowed = 0;
    const t0 = performance.now();
    for (let i = 0; i < checks; i++) if (allows(rule, roles[i & 3] ?? 'owner')) allowed++;
    const perCheckNs = ((performance.now() - t0) * 1e6) / checks;
    if (allowed !== checks) throw new Error('every role is allowed on the guarded route');
    return { withRule: apps[0]?.ms ?? [], withoutRule: apps[1]?.ms ?? [], perCheckNs };
  } finally {
    await plain.close();
  }
}

async function main() {
  const bench = await inProcessApp();
  const { app, config } = bench;
  try {
    const { repos } = app;
    const { emails, ids } = await createOwners(app, config, members);
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });

    // Warm-up: JIT and the first scrypt.
    for (let i = 0; i < 5; i++)
      await post('/api/auth/login', { email: emails[i], password: PASSWORD });

    const plain: number[] = [];
    for (const email of emails) {
      const t0 = performance.now();
      const res = await post('/api/auth/login', { email, password: PASSWORD });
      plain.push(performance.now() - t0);
      if (res.statusCode !== 200 || !res.json().token) throw new Error(`login: ${res.body}`);
    }

    const secrets: string[] = [];
    for (let i = 0; i < members; i++) {
      const secret = generateSecret();
      const id = ids[i] ?? '';
      await repos.twoFactor.savePending(id, id, secret);
      await repos.twoFactor.enable(id, ['aaaaa-aaaaa']);
      secrets.push(secret);
    }
    const passwordStep: number[] = [];
    const codeStep: number[] = [];
    const total: number[] = [];
    for (let i = 0; i < members; i++) {
      const code = await generate({ secret: secrets[i] ?? '' });
      const t0 = performance.now();
      const first = await post('/api/auth/login', { email: emails[i], password: PASSWORD });
      const t1 = performance.now();
      const { challenge } = first.json() as { challenge: string };
      const second = await post('/api/auth/login/two-factor', { challenge, code });
      const t2 = performance.now();
      if (second.statusCode !== 200) throw new Error(`code step: ${second.body}`);
      passwordStep.push(t1 - t0);
      codeStep.push(t2 - t1);
      total.push(t2 - t0);
    }

    const role = await roleCheckCost(app, config);

    const [l1, l5, l15] = loadavg().map((n) => n.toFixed(2));
    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, node ${process.version}; ` +
        `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${new Date().toISOString()}; ` +
        `load average at end: ${l1} ${l5} ${l15}; scrypt log2N=${config.scrypt.log2N}`,
    );
    console.log('| sign-in | n | p50 ms | p99 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    console.log(summary('without 2FA (password step)', plain));
    console.log(summary('with 2FA: password step (challenge)', passwordStep));
    console.log(summary('with 2FA: code step', codeStep));
    console.log(summary('with 2FA: both steps', total));
    console.log('');
    console.log(`| role check (${GUARDED}) | n | p50 ms | p99 ms | max ms |`);
    console.log('| --- | ---: | ---: | ---: | ---: |');
    console.log(summary('with its role rule', role.withRule));
    console.log(summary('rule-less baseline', role.withoutRule));
    const median = (ms: number[]) =>
      pct(
        [...ms].sort((a, b) => a - b),
        50,
      );
    const diffUs = (median(role.withRule) - median(role.withoutRule)) * 1000;
    console.log(
      `role check per request: ${diffUs.toFixed(1)} µs (difference of the medians); ` +
        `the check function alone: ${role.perCheckNs.toFixed(1)} ns per call over ${checks} calls`,
    );
  } finally {
    await bench.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
