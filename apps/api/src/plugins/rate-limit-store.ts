/**
 * The counter store of the rate limits: Redis when configured (shared by every API process), with
 * an in-process fallback while Redis cannot be reached, so limits keep holding (per process) during
 * an outage instead of failing open. The switch is logged once per outage at warn level, and once
 * more when Redis is back (docs/adr/0016-hardening.md).
 */
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** The store interface @fastify/rate-limit calls (see its store/LocalStore.js). */
export interface CounterStore {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): CounterStore;
}

type StoreCtor = new (...args: unknown[]) => CounterStore;

// The plugin's own stores (CommonJS files without typings): same Lua script and LRU as upstream.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor;

/** How long a Redis call may take before the fallback answers instead (ms). */
const REDIS_TIMEOUT_MS = 500;

/**
 * Builds the store class handed to @fastify/rate-limit (`store` option).
 * @param redis a connected ioredis client, or undefined for in-process counters only
 * @param nameSpace prefix of the Redis keys
 */
export function fallbackStore(
  redis: Redis | undefined,
  nameSpace: string,
  log: FastifyBaseLogger,
): new (params: unknown) => CounterStore {
  const local = new LocalStore(false, false, 10_000);
  // @fastify/rate-limit calls `new Store(params)`: a function that returns an object hands it over.
  const ctor = (store: CounterStore) =>
    function sharedStore() {
      return store;
    } as unknown as new (params: unknown) => CounterStore;
  if (!redis) return ctor(local);
  const shared = new RedisStore(false, false, redis, nameSpace);
  let degraded = false;
  const degrade = (reason: string) => {
    if (degraded) return;
    degraded = true;
    log.warn(
      { reason },
      'redis unreachable: rate limits fall back to in-process counters until it is back',
    );
  };
  redis.on('ready', () => {
    if (!degraded) return;
    degraded = false;
    log.warn('redis reachable again: rate limits are shared again');
  });

  const call =
    (method: 'incr' | 'read') => (key: string, cb: Callback, tw: number, max: number) => {
      if (redis.status !== 'ready') {
        degrade(`status ${redis.status}`);
        return local[method](key, cb, tw, max);
      }
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        degrade('timeout');
        local[method](key, cb, tw, max);
      }, REDIS_TIMEOUT_MS);
      shared[method](
        key,
        (err, res) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          if (err) {
            degrade(err.message);
            return local[method](key, cb, tw, max);
          }
          cb(null, res);
        },
        tw,
        max,
      );
    };
  const store: CounterStore = {
    incr: call('incr'),
    read: call('read'),
    // Limits are created with createRateLimit and keys carry their own prefix: no per-route child.
    child: () => store,
  };
  return ctor(store);
}
