/**
 * Failed-login protection (docs/api-contract.md, "Hardening"; docs/adr/0016-hardening.md):
 *
 * - failed log-ins are counted per account + IP together: after `RATE_LIMIT_AUTH_MAX` failures in
 *   the window, that IP gets 429 for that account, while the real user on another IP still signs in;
 * - failed log-ins are also counted per account across all IPs; past the same threshold every
 *   attempt on the account is slowed down (250 ms more per failure, at most 3 s), so guessing from
 *   many IPs stays slow without locking anyone out.
 *
 * - two-factor codes are counted per member before each is checked: the attempt is counted first
 *   (one atomic increment), refused with 429 when it is past TWO_FACTOR_MAX_FAILURES in the
 *   window, and only then is the code checked, so concurrent guesses cannot all pass a limit read
 *   before any of them was counted. An accepted code clears the count; a fresh password step does
 *   not. The count is kept in Redis when configured and reachable, else in the member's
 *   two-factor row (one UPDATE ... RETURNING), so it is shared by every API process either way.
 *
 * The per-IP limit on all attempts stays in the route (plugins/rate-limit.ts). Counters are shared
 * through Redis when configured.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

/** Added delay per failure past the threshold, and its ceiling (ms). */
export const SLOWDOWN_STEP_MS = 250;
export const SLOWDOWN_MAX_MS = 3000;

/** Two-factor codes a member may have checked per rate-limit window (RATE_LIMIT_WINDOW_MS). */
export const TWO_FACTOR_MAX_FAILURES = 5;

/** How long a Redis call of the code counter may take before the SQL counter answers (ms). */
const REDIS_TIMEOUT_MS = 500;

// INCR and the window's expiry in one step; a key left without expiry gets one.
const COUNT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

export interface LoginGuard {
  /** Refuses (429) or slows down an attempt on `email` from the request's IP. */
  before(req: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
  /** Records a failed attempt. */
  failed(req: FastifyRequest, email: string): Promise<void>;
  /**
   * Counts one code attempt of the member, then refuses it (429) when it is past the limit; call
   * before checking the code.
   */
  claimCodeAttempt(reply: FastifyReply, memberId: string): Promise<void>;
  /** Clears the member's code attempts after an accepted code. */
  codeAccepted(memberId: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginGuard: LoginGuard;
  }
}

/** Extra delay (ms) for an account with `failures` recent failures, given the threshold `max`. */
export function slowdownMs(failures: number, max: number): number {
  return failures <= max ? 0 : Math.min((failures - max) * SLOWDOWN_STEP_MS, SLOWDOWN_MAX_MS);
}

export default fp(
  async (app) => {
    const max = app.config.rateLimit.authMax;
    const pair = app.rateCounter('login-fail:pair');
    const account = app.rateCounter('login-fail:account');
    const { windowMs } = app.config.rateLimit;
    const redis = app.redisClient;
    const redisKey = (memberId: string) => `${app.config.redisKeyPrefix}2fa-code:${memberId}`;

    /** Redis's count, or undefined when Redis is absent, not ready, failing or slow. */
    async function redisCount(memberId: string) {
      if (!redis || redis.status !== 'ready') return undefined;
      let timer: NodeJS.Timeout | undefined;
      try {
        const res = await Promise.race([
          redis.eval(COUNT_SCRIPT, 1, redisKey(memberId), windowMs) as Promise<[number, number]>,
          new Promise<undefined>((resolve) => {
            timer = setTimeout(() => resolve(undefined), REDIS_TIMEOUT_MS);
          }),
        ]);
        return res && { attempts: Number(res[0]), msLeft: Number(res[1]) };
      } catch (err) {
        app.log.warn({ err }, 'redis unreachable: two-factor attempts counted in the database');
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    }
    const norm = (email: string) => email.trim().toLowerCase();
    const tooMany = (reply: FastifyReply, ttlSeconds: number) => {
      reply.header('retry-after', ttlSeconds);
      return new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests. Please try again in ${ttlSeconds} seconds.`,
      );
    };

    app.decorate('loginGuard', {
      async before(req, reply, email) {
        const own = await pair.peek(`${norm(email)}|${req.ip}`);
        if (own.current >= max) throw tooMany(reply, own.ttlSeconds);
        const delay = slowdownMs((await account.peek(norm(email))).current, max);
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      },
      async failed(req, email) {
        await Promise.all([pair.count(`${norm(email)}|${req.ip}`), account.count(norm(email))]);
      },
      async claimCodeAttempt(reply, memberId) {
        // Counted in SQL when Redis cannot answer: a count in both is only stricter.
        const counted =
          (await redisCount(memberId)) ??
          (await app.repos.twoFactor.countCodeAttempt(memberId, windowMs));
        if (counted && counted.attempts > TWO_FACTOR_MAX_FAILURES)
          throw tooMany(reply, Math.max(1, Math.ceil(counted.msLeft / 1000)));
      },
      async codeAccepted(memberId) {
        if (redis?.status === 'ready') await redis.del(redisKey(memberId)).catch(() => undefined);
        await app.repos.twoFactor.clearCodeAttempts(memberId);
      },
    } satisfies LoginGuard);
  },
  { name: 'login-guard', dependencies: ['config', 'db', 'rate-limit'] },
);
