/**
 * Failed-login protection (docs/api-contract.md, "Rate limits"; docs/decisions.md, "Hardening"):
 *
 * - failed log-ins are counted per account + IP together: after `RATE_LIMIT_AUTH_MAX` failures in
 *   the window, that IP gets 429 for that account, while the real user on another IP still signs in;
 * - failed log-ins are also counted per account across all IPs; past the same threshold every
 *   attempt on the account is slowed down (250 ms more per failure, at most 3 s), so guessing from
 *   many IPs stays slow without locking anyone out.
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

export interface LoginGuard {
  /** Refuses (429) or slows down an attempt on `email` from the request's IP. */
  before(req: FastifyRequest, reply: FastifyReply, email: string): Promise<void>;
  /** Records a failed attempt. */
  failed(req: FastifyRequest, email: string): Promise<void>;
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
    const norm = (email: string) => email.trim().toLowerCase();

    app.decorate('loginGuard', {
      async before(req, reply, email) {
        const own = await pair.peek(`${norm(email)}|${req.ip}`);
        if (own.current >= max) {
          reply.header('retry-after', own.ttlSeconds);
          throw new AppError(
            429,
            'RATE_LIMITED',
            `Too many requests. Please try again in ${own.ttlSeconds} seconds.`,
          );
        }
        const delay = slowdownMs((await account.peek(norm(email))).current, max);
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      },
      async failed(req, email) {
        await Promise.all([pair.count(`${norm(email)}|${req.ip}`), account.count(norm(email))]);
      },
    } satisfies LoginGuard);
  },
  { name: 'login-guard', dependencies: ['config', 'rate-limit'] },
);
