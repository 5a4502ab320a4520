/**
 * Two-factor sign-in benchmark (issue 17, docs/benchmarks.md): login latency without 2FA (the
 * password step) and with 2FA (password step + code step), measured in one run on one in-process
 * app (Fastify inject, production scrypt cost, fresh PGlite or a fresh database next to
 * DATABASE_URL).
 *
 * A TOTP code is accepted once per member and 30-second step, so every sign-in uses its own
 * member: BENCH_MEMBERS members are created verified (one password hash shared), each signs in
 * once without 2FA, then gets 2FA on and signs in once with it. Sequential, one request at a time:
 * this is the latency a person sees, not throughput. Prints p50/p99/max in ms.
 *
 *   pnpm --filter @pulse/api exec tsx bench/two-factor.ts
 *
 * Env: BENCH_MEMBERS (default 150), DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate, generateSecret } from 'otplib';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { hashPassword } from '../src/lib/password.js';
import { freshStorage } from './common.js';

const members = Number(process.env.BENCH_MEMBERS ?? 150);
const PASSWORD = 'Bench#2026pass';

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (name: string, ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  return `| ${name} | ${s.length} | ${f(pct(s, 50))} | ${f(pct(s, 99))} | ${f(s[s.length - 1] ?? NaN)} |`;
};

async function main() {
  const storage = await freshStorage(process.env.DATABASE_URL);
  const stateDir = mkdtempSync(join(tmpdir(), 'pulse-bench-2fa-'));
  const config = loadConfig(
    {},
    {
      stateDir,
      pgliteDataDir: join(stateDir, 'pglite'),
      outboxDir: join(stateDir, 'outbox'),
      databaseUrl: storage.databaseUrl,
      jwtSecret: randomBytes(32),
      keyEncryptionKey: randomBytes(32),
      rateLimit: { authMax: 10_000_000, windowMs: 60_000 },
      seedDemo: false,
      preloadEngines: false,
      bundledData: false,
      datasetPollMs: 0,
    },
  );
  const app = await buildApp(config, { logger: false });
  try {
    const { repos } = app;
    const hash = await hashPassword(PASSWORD, config.scrypt);
    const emails: string[] = [];
    const ids: string[] = [];
    for (let i = 0; i < members; i++) {
      const email = `bench.${i}.${randomBytes(3).toString('hex')}@acme-corp.com`;
      const id = await repos.transaction(async (tx) => {
        const c = await repos.clients.insert(tx, {
          fullName: 'Bench',
          email,
          companyName: 'Acme',
          contactNumber: '+441234567890',
          country: 'GB',
        });
        // The owner member shares the client's id (docs/decisions.md, "Members and sessions").
        await repos.members.insert(tx, {
          id: c.id,
          clientId: c.id,
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

    const [l1, l5, l15] = loadavg().map((n) => n.toFixed(2));
    console.log(
      `machine: ${cpus().length} × ${cpus()[0]?.model ?? '?'}, node ${process.version}; ` +
        `database: ${storage.databaseUrl ? 'PostgreSQL' : 'PGlite'}; ${new Date().toISOString()}; ` +
        `load average at end: ${l1} ${l5} ${l15}; scrypt log2N=${config.scrypt.log2N}`,
    );
    console.log('| sign-in | n | p50 ms | p99 ms | max ms |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    console.log(summary('without 2FA (password step)', plain));
    console.log(summary('with 2FA: password step (challenge)', passwordStep));
    console.log(summary('with 2FA: code step', codeStep));
    console.log(summary('with 2FA: both steps', total));
  } finally {
    await app.close();
    await storage.drop();
    rmSync(stateDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
