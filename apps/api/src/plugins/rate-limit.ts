/**
 * Rate limits of the public auth endpoints (DESIGN §4): `app.authRateLimit(name, keys)` builds a
 * preHandler that counts the request under each key (per IP, per e-mail) and answers 429
 * RATE_LIMITED once any count exceeds `RATE_LIMIT_AUTH_MAX` per `RATE_LIMIT_WINDOW_MS`.
 * Counts live in Redis when REDIS_URL is set (shared by all API processes), else in process.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/errors.js';

/** Returns the value to count under, or undefined to skip this key for the request. */
export type RateKey = (req: FastifyRequest) => string | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimit(name: string, keys: Record<string, RateKey>): preHandlerAsyncHookHandler;
  }
}

/** Per-IP key. */
export const byIp: RateKey = (req) => req.ip;

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
      redis.on('error', (err) =>
        app.log.warn({ err: err.message }, 'redis error (rate limits fail open)'),
      );
      app.addHook('onClose', async () => void redis.quit().catch(() => undefined));
    }
    // A Redis outage should not lock customers out of signing in: skipOnError fails open.
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'pulse-rl:',
      skipOnError: true,
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
