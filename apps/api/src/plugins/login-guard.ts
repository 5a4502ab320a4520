/**
 * Failed-login protection (docs/api-contract.md, "Rate limits"; docs/decisions.md, "Hardening"):
 *
 * - failed log-ins are counted per account + IP together: after `RATE_LIMIT_AUTH_MAX` failures in
 *   the window, that IP gets 429 for that account, while the real user on another IP still signs in;
 * - failed log-ins are also counted per account across all IPs; past the same threshold every
 *   attempt on the account is slowed down (250 ms more per failure, at most 3 s), so guessing from
 *   many IPs stays slow without locking anyone out.
 *
 * - failed two-factor codes are counted per member: after TWO_FACTOR_MAX_FAILURES in the window
 *   the code step answers 429 for that member, so six digits cannot be guessed through one
 *   password (a fresh password step does not reset the count).
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

/** Wrong two-factor codes a member may send per rate-limit window (RATE_LIMIT_WINDOW_MS). */
export const TWO_FACTOR_MAX_FAILURES = 5;

export interface LoginGuard {
  /** Refuses (429) or slows down an attempt on `email` from the request's IP. */
  before(req: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
  /** Records a failed attempt. */
  failed(req: FastifyRequest, email: string): Promise<void>;
  /** Refuses (429) the code step of a member with too many wrong codes. */
  beforeCode(reply: FastifyReply, memberId: string): Promise<void>;
  /** Records a wrong two-factor code. */
  codeFailed(memberId: string): Promise<void>;
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
    const code = app.rateCounter('login-code-fail:member');
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
      async beforeCode(reply, memberId) {
        const failures = await code.peek(memberId);
        if (failures.current >= TWO_FACTOR_MAX_FAILURES) throw tooMany(reply, failures.ttlSeconds);
      },
      async codeFailed(memberId) {
        await code.count(memberId);
      },
    } satisfies LoginGuard);
  },
  { name: 'login-guard', dependencies: ['config', 'rate-limit'] },
);
