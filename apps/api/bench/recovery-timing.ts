/**
 * Recovery timing benchmark: the answer time of
 * POST /api/auth/forgot-password for a registered and an unknown address, and of POST
 * /api/auth/resend-verification-email for an unverified and an unknown address, on an in-process
 * app (Fastify inject, production scrypt cost, fresh PGlite or a fresh database next to
 * DATABASE_URL). Requests alternate between the two addresses so machine load hits both alike; the
 * work each request leaves behind (lookup, token, mail) is drained, untimed, before the next one,
 * so a row is the time of the answer alone. Prints median, p90 and max in ms.
 *
 *   pnpm --filter @pulse/api bench:recovery-timing
 *
 * Env: BENCH_REQUESTS (per address, default 200), DATABASE_URL.
 */
import type { FastifyInstance } from 'fastify';
import { inProcessApp } from './common.js';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const PASSWORD = 'Bench#2026pass';

function stats(ms: number[]): string {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  return `${at(0.5).toFixed(2)} | ${at(0.9).toFixed(2)} | ${(s.at(-1) ?? 0).toFixed(2)}`;
}

/** Alternates the two addresses; @returns each one's answer times (ms) and bodies. */
async function measure(app: FastifyInstance, url: string, emails: [string, string]) {
  const times: [number[], number[]] = [[], []];
  const bodies = new Set<string>();
  for (let i = 0; i < requests; i++) {
    for (const k of [0, 1] as const) {
      const started = process.hrtime.bigint();
      const res = await app.inject({ method: 'POST', url, payload: { email: emails[k] } });
      times[k].push(Number(process.hrtime.bigint() - started) / 1e6);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      bodies.add(res.body);
      await app.services.deferred.drain();
    }
  }
  return { times, sameBody: bodies.size === 1 };
}

async function main() {
  const { app, storage, close } = await inProcessApp();
  try {
    const known = 'known.member@bench-corp.com';
    const unverified = 'unverified.owner@bench-corp.com';
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        fullName: 'Bench Owner',
        email: known,
        password: PASSWORD,
        companyName: 'Bench Corp',
        contactNumber: '+441234567890',
        country: 'GB',
        consent: { agreed: true },
      },
    });
    if (signup.statusCode !== 201) throw new Error(signup.body);
    const owner = await app.repos.members.findByEmail(known);
    if (!owner) throw new Error('no owner');
    await app.repos.transaction(async (tx) => {
      await app.repos.members.markVerified(tx, owner.id);
    });
    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        fullName: 'Bench Unverified',
        email: unverified,
        password: PASSWORD,
        companyName: 'Bench Two',
        contactNumber: '+441234567891',
        country: 'GB',
        consent: { agreed: true },
      },
    });
    if (second.statusCode !== 201) throw new Error(second.body);

    const forgot = await measure(app, '/api/auth/forgot-password', [
      known,
      'nobody.here@bench-corp.com',
    ]);
    const resend = await measure(app, '/api/auth/resend-verification-email', [
      unverified,
      'nobody.else@bench-corp.com',
    ]);
    console.log(
      `\nRecovery timing (${storage.name}, ${requests} requests per address, sequential; ms)\n`,
    );
    console.log('| Endpoint | Address | median | p90 | max | same body |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    const row = (e: string, a: string, t: number[], same: boolean) =>
      console.log(`| ${e} | ${a} | ${stats(t)} | ${same ? 'yes' : 'no'} |`);
    row('forgot-password', 'registered', forgot.times[0], forgot.sameBody);
    row('forgot-password', 'unknown', forgot.times[1], forgot.sameBody);
    row('resend-verification-email', 'unverified', resend.times[0], resend.sameBody);
    row('resend-verification-email', 'unknown', resend.times[1], resend.sameBody);
  } finally {
    await close();
  }
}

await main();
