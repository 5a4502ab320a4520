/**
 * Prometheus metrics of this process (prom-client), exposed on a separate listener (METRICS_PORT on
 * METRICS_HOST, default 127.0.0.1; see server.ts and cluster.ts), never on the public API port:
 *
 * - `pulse_http_requests_total{method,route,status}` and `pulse_http_request_duration_seconds`
 *   (histogram per route template, so ids do not explode the label set);
 * - `pulse_metering_outcomes_total{service,outcome}`: free, paid, no_calls_left, unmetered, failed;
 * - `pulse_metering_batch_size`: metered lookups written per metering statement (MeteringBatcher);
 * - `pulse_engine_duration_seconds{engine,method}`: time spent inside each engine call;
 * - `pulse_db_pool_connections{state}`: total, idle and waiting clients of the PostgreSQL pool;
 * - prom-client's default process metrics (event loop lag, heap, CPU).
 */
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EngineName } from '../engines/registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Registry;
  }
}

const TIMED_ENGINES: EngineName[] = ['email', 'phone', 'ip', 'bin', 'address', 'aml'];

/** Wraps every method of `engine` so its duration (sync or async) is observed. */
function timed<T extends object>(engine: T, name: string, hist: Histogram<'engine' | 'method'>): T {
  return new Proxy(engine, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function' || typeof prop !== 'string') return value;
      return (...args: unknown[]) => {
        const end = hist.startTimer({ engine: name, method: prop });
        try {
          const out = (value as (...a: unknown[]) => unknown).apply(target, args);
          if (out instanceof Promise) return out.finally(() => end());
          end();
          return out;
        } catch (err) {
          end();
          throw err;
        }
      };
    },
  });
}

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'pulse_' });

    const requests = new Counter({
      name: 'pulse_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'pulse_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route template',
      labelNames: ['method', 'route'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });
    const metering = new Counter({
      name: 'pulse_metering_outcomes_total',
      help: 'Metered lookups by service and outcome (free, paid, no_calls_left, unmetered, failed)',
      labelNames: ['service', 'outcome'] as const,
      registers: [registry],
    });
    const batchSize = new Histogram({
      name: 'pulse_metering_batch_size',
      help: 'Metered lookups written together by one metering statement',
      buckets: [1, 2, 5, 10, 20, 50, 100],
      registers: [registry],
    });
    const engines = new Histogram({
      name: 'pulse_engine_duration_seconds',
      help: 'Time spent in engine calls, by engine and method',
      labelNames: ['engine', 'method'] as const,
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2],
      registers: [registry],
    });
    const pool = (app.database.db as unknown as { $client: unknown }).$client as {
      totalCount?: number;
      idleCount?: number;
      waitingCount?: number;
    };
    new Gauge({
      name: 'pulse_db_pool_connections',
      help: 'PostgreSQL pool clients by state (total, idle, waiting); absent on PGlite',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        if (typeof pool.totalCount !== 'number') return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount ?? 0);
        this.set({ state: 'waiting' }, pool.waitingCount ?? 0);
      },
    });

    app.addHook('onResponse', async (req, reply) => {
      // The route template (`/api/report/:id`), or one label for every unmatched URL.
      const route = req.routeOptions.url ?? 'unmatched';
      const labels = { method: req.method, route };
      requests.inc({ ...labels, status: String(reply.statusCode) });
      latency.observe(labels, reply.elapsedTime / 1000);
    });

    // Metering outcomes where every metered lookup is written (the repository the services share).
    const repo = app.repos.metering;
    const recordBatch = repo.recordBatch.bind(repo);
    repo.recordBatch = async (...args: Parameters<typeof recordBatch>) => {
      batchSize.observe(args[0].length);
      try {
        const pools = await recordBatch(...args);
        args[0].forEach((r, i) =>
          metering.inc({ service: r.service, outcome: pools[i]?.pool ?? 'no_calls_left' }),
        );
        return pools;
      } catch (err) {
        for (const r of args[0]) metering.inc({ service: r.service, outcome: 'failed' });
        throw err;
      }
    };
    const recordUnmetered = repo.recordUnmetered.bind(repo);
    repo.recordUnmetered = async (...args: Parameters<typeof recordUnmetered>) => {
      const out = await recordUnmetered(...args);
      metering.inc({ service: args[0].service, outcome: 'unmetered' });
      return out;
    };

    app.addHook('onReady', async () => {
      const reg = app.engines as unknown as Record<EngineName, () => unknown>;
      for (const name of TIMED_ENGINES) {
        const get = reg[name].bind(app.engines);
        const cache = new WeakMap<object, object>();
        const wrap = (engine: unknown) => {
          if (typeof engine !== 'object' || engine === null) return engine;
          let proxy = cache.get(engine);
          if (!proxy) cache.set(engine, (proxy = timed(engine, name, engines)));
          return proxy;
        };
        reg[name] = () => {
          const out = get();
          return out instanceof Promise ? out.then(wrap) : wrap(out);
        };
      }
    });

    app.decorate('metrics', registry);
  },
  { name: 'metrics', dependencies: ['db', 'engines'] },
);
