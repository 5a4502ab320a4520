/**
 * Overload protection through @fastify/under-pressure (docs/api-contract.md, "Overload"): while
 * the process's mean event-loop delay or its heap in use is past its bound (config.overload), every
 * request is answered at once with 503 OVERLOADED and `Retry-After`, instead of queueing behind
 * the work that overloads it until the client gives up. GET /api/health/live still answers 200:
 * an overloaded process is alive, and restarting it would lose its work; /api/health/ready
 * answers 503 like the rest, so a load balancer sends traffic elsewhere.
 */
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { getHeapStatistics } from 'node:v8';
import { AppError } from '../lib/errors.js';
import { RETRY_AFTER_SECONDS } from '../lib/unavailable.js';

/** The route that answers whatever the pressure (liveness). */
const ALWAYS_ANSWERED = '/api/health/live';

/** What an overloaded process answers (the `{ error, code }` body of every error). */
export const OVERLOADED = {
  error: 'The service is overloaded, please retry',
  code: 'OVERLOADED',
} as const;

/**
 * The heap bound in bytes: `percent` of V8's heap limit (`--max-old-space-size` or its default),
 * or 0 (no bound) for 0 %.
 */
export function heapBound(percent: number): number {
  return percent > 0 ? Math.floor((getHeapStatistics().heap_size_limit * percent) / 100) : 0;
}

/** under-pressure's sampling interval when none is given, ms. */
const DEFAULT_SAMPLE_MS = 1000;

export default fp(
  async (app, opts: { sampleIntervalMs?: number }) => {
    const { maxEventLoopDelayMs, maxHeapPercent } = app.config.overload;
    if (maxEventLoopDelayMs === 0 && maxHeapPercent === 0) return;
    const sampleMs = opts.sampleIntervalMs ?? DEFAULT_SAMPLE_MS;
    // The start's own work (migrations, the first loads) holds the event loop before the app is
    // ready, and the delay is sampled over an interval: the delay bound applies from two samples
    // after ready, so a process just started does not refuse its first requests for it.
    let delayCountsFrom = Infinity;
    app.addHook('onReady', async () => {
      delayCountsFrom = Date.now() + 2 * sampleMs;
    });
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxHeapUsedBytes: heapBound(maxHeapPercent),
      retryAfter: RETRY_AFTER_SECONDS,
      sampleInterval: sampleMs,
      // A rejection goes to the one error handler, which answers with the `{ error, code }` body.
      pressureHandler: (req, reply, type, value) => {
        if (req.routeOptions.url === ALWAYS_ANSWERED) return undefined;
        if (type === 'eventLoopDelay' && Date.now() < delayCountsFrom) return undefined;
        req.log.warn({ type, value }, 'overloaded: request refused with 503');
        void reply.header('retry-after', RETRY_AFTER_SECONDS);
        return Promise.reject(new AppError(503, OVERLOADED.code, OVERLOADED.error));
      },
    });
  },
  { name: 'overload', dependencies: ['error-handler'] },
);
