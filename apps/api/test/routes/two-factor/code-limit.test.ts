// The two-factor code limit holds under concurrency (plugins/login-guard.ts): each attempt is
// counted before its code is checked, so of 40 wrong codes sent at once at most 5 are checked and
// the rest are refused with 429. Runs on the test database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL) and, when a Redis answers on TEST_REDIS_URL or 127.0.0.1:6379, with Redis.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../src/config.js';
import { TWO_FACTOR_MAX_FAILURES } from '../../../src/plugins/login-guard.js';
import { createTestApp, type TestApp } from '../../helpers/app.js';
import { registerVerifiedUser } from '../../helpers/accounts.js';
import { reachable } from '../../helpers/processes.js';
import { challengeFor, codeStep, enableTwoFactor, totp } from '../../helpers/two-factor.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await reachable(Number(new URL(redisUrl).port || 6379), new URL(redisUrl).hostname);

/** A member with 2FA on, its secret, a code that is wrong now and a challenge. */
async function memberWithTwoFactor(t: TestApp) {
  const u = await registerVerifiedUser(t.app, t.config.outboxDir);
  const { secret } = await enableTwoFactor(t.app, u.token, u.password);
  const right = await totp(secret, 30);
  const wrong = right === '000000' ? '999999' : '000000';
  return { ...u, secret, wrong, challenge: await challengeFor(t.app, u.email, u.password) };
}

/** Sends 40 wrong codes at once; @returns how many were checked (400) and refused (429). */
async function burst(t: TestApp, challenge: string, wrong: string) {
  const answers = await Promise.all(
    Array.from({ length: 40 }, () => codeStep(t.app, challenge, wrong)),
  );
  const statuses = answers.map((a) => a.statusCode);
  return {
    checked: statuses.filter((s) => s === 400).length,
    refused: statuses.filter((s) => s === 429).length,
    other: statuses.filter((s) => s !== 400 && s !== 429),
  };
}

function suite(name: string, overrides: () => Partial<Config>) {
  describe(name, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(overrides());
    }, 120_000);
    afterAll(async () => t.close());

    it(`checks at most ${TWO_FACTOR_MAX_FAILURES} of 40 concurrent wrong codes`, async () => {
      const m = await memberWithTwoFactor(t);
      const { checked, refused, other } = await burst(t, m.challenge, m.wrong);
      expect(other).toEqual([]);
      expect(checked).toBe(TWO_FACTOR_MAX_FAILURES);
      expect(refused).toBe(40 - TWO_FACTOR_MAX_FAILURES);
    });

    it('an accepted code clears the count', async () => {
      const m = await memberWithTwoFactor(t);
      for (let i = 0; i < TWO_FACTOR_MAX_FAILURES - 1; i++)
        expect((await codeStep(t.app, m.challenge, m.wrong)).statusCode).toBe(400);
      // The next step's code: the current one confirmed the enrolment and is used up.
      const ok = await codeStep(t.app, m.challenge, await totp(m.secret, 30));
      expect(ok.statusCode, ok.body).toBe(200);
      // A whole new allowance: the next sign-in may again miss the code five times.
      const next = await challengeFor(t.app, m.email, m.password);
      for (let i = 0; i < TWO_FACTOR_MAX_FAILURES; i++)
        expect((await codeStep(t.app, next, m.wrong)).statusCode).toBe(400);
      expect((await codeStep(t.app, next, m.wrong)).statusCode).toBe(429);
    });

    it('counts where it says: Redis when configured, else the database', async () => {
      const m = await memberWithTwoFactor(t);
      expect((await codeStep(t.app, m.challenge, m.wrong)).statusCode).toBe(400);
      const res = (await t.app.database.db.execute(
        sql`select code_attempts from two_factor_secrets where member_id = (
              select id from members where lower(email) = lower(${m.email}))`,
      )) as unknown as { rows: Array<{ code_attempts: number }> };
      expect(Number(res.rows[0]?.code_attempts)).toBe(t.config.redisUrl ? 0 : 1);
    });
  });
}

suite('on the test database', () => ({}));
describe.skipIf(!redisUp)('with Redis', () => {
  suite('redis', () => ({
    redisUrl,
    redisKeyPrefix: `pulse-test-${randomBytes(4).toString('hex')}:`,
  }));
});
