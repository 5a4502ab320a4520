/**
 * Rate limits of the credential endpoints (docs/architecture.md §4): `app.authRateLimit(name, keys)` builds a
 * preHandler that counts the request under each key (per IP, per e-mail, per account) and answers
 * 429 RATE_LIMITED once any count exceeds `RATE_LIMIT_AUTH_MAX` per `RATE_LIMIT_WINDOW_MS`.
 * `app.rateCounter(name)` exposes a raw counter for limits that count only some outcomes (failed
 * log-ins, plugins/login-guard.ts). Counts live in Redis when REDIS_URL is set (shared by all API
 * processes), with an in-process fallback while Redis is down (plugins/rate-limit-store.ts).
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors.js';
import { fallbackStore } from './rate-limit-store.js';

/** Returns the value to count under, or undefined to skip this key for the request. */
export type RateKey = (req: FastifyRequest) => string | undefined;

/** A counter per key within the rate-limit window; `count` adds one, `peek` only reads. */
export interface RateCounter {
  /** @returns the count after adding this one and the seconds left in the window */
  count(key: string): Promise<{ current: number; ttlSeconds: number }>;
  peek(key: string): Promise<{ current: number; ttlSeconds: number }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimit(name: string, keys: Record<string, RateKey>): preHandlerAsyncHookHandler;
    rateCounter(name: string): RateCounter;
    /** The Redis client of the rate limits (REDIS_URL), or undefined without one. */
    redisClient: Redis | undefined;
  }
}

/** Per-IP key. */
export const byIp: RateKey = (req) => req.ip;

/** Per-account key (the authenticated client); use after `app.authenticate`. */
export const byClient: RateKey = (req) => req.client?.id;

/** Per-member key (the signed-in person, for limits on one person's own account). */
export const byMember: RateKey = (req) => req.member?.id;

/** Per-e-mail key (lower-cased `email` of the body). */
export const byEmail: RateKey = (req) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
};

export default fp(
  async (app) => {
    const { authMax, windowMs } = app.config.rateLimit;
    const redis = app.config.redisUrl
      ? new Redis(app.config.redisUrl, {
          connectTimeout: 2000,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        })
      : undefined;
    if (redis) {
      // Errors are reported by the store's fallback (one warning per outage), not once per retry.
      redis.on('error', () => undefined);
      app.addHook('onClose', async () => void redis.quit().catch(() => undefined));
    }
    app.decorate('redisClient', redis);
    await app.register(rateLimit, {
      global: false,
      store: fallbackStore(redis, `${app.config.redisKeyPrefix}rl:`, app.log),
      // The store never fails (it falls back in process); should it throw anyway, let the request in.
      skipOnError: true,
    });

    app.decorate('rateCounter', (name: string): RateCounter => {
      const BIG = Number.MAX_SAFE_INTEGER;
      const limit = app.createRateLimit({
        max: BIG,
        timeWindow: windowMs,
        keyGenerator: (req) => `${name}:${(req as unknown as { counterKey: string }).counterKey}`,
      });
      const run = async (key: string, increment: boolean) => {
        // The limiter only reads the key and the route's config from the request it is given.
        const fake = { counterKey: key, routeOptions: { config: {} } };
        const res = await limit(fake as unknown as FastifyRequest, { increment });
        // isAllowed is only true for allow-listed keys, which these limits have none of.
        if (res.isAllowed) return { current: 0, ttlSeconds: 0 };
        return { current: BIG - res.remaining, ttlSeconds: res.ttlInSeconds };
      };
      return { count: (key) => run(key, true), peek: (key) => run(key, false) };
    });

    app.decorate('authRateLimit', (name: string, keys: Record<string, RateKey>) => {
      const limiters = Object.entries(keys).map(([kind, key]) => {
        const prefix = `${name}:${kind}:`;
        const limit = app.createRateLimit({
          max: authMax,
          timeWindow: windowMs,
          keyGenerator: (req) => prefix + (key(req) ?? ''),
        });
        return { key, limit };
      });
      const handler: preHandlerAsyncHookHandler = async function (req, reply) {
        for (const { key, limit } of limiters) {
          if (key(req) === undefined) continue;
          const result = await limit(req);
          if (!result.isAllowed && result.isExceeded) {
            reply.header('retry-after', result.ttlInSeconds);
            throw new AppError(
              429,
              'RATE_LIMITED',
              `Too many requests. Please try again in ${result.ttlInSeconds} seconds.`,
            );
          }
        }
      };
      return handler;
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
