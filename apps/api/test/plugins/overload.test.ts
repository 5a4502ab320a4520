// Overload protection (plugins/overload.ts): past the event-loop
// delay or heap bound, requests are answered at once with 503 OVERLOADED and Retry-After instead
// of waiting; liveness still answers; the process serves again once the pressure is gone.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { heapBound } from '../../src/plugins/overload.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Holds the event loop for `ms`, as a synchronous job would. */
function block(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    /* busy */
  }
}

function get(url: string) {
  if (!t) throw new Error('no app');
  return t.app.inject({ method: 'GET', url });
}

describe('overload', () => {
  it('answers 503 OVERLOADED with Retry-After while the event loop lags, then serves again', async () => {
    t = await createTestApp(
      { overload: { maxEventLoopDelayMs: 50, maxHeapPercent: 0 } },
      {},
      { overloadSampleMs: 1000 },
    );
    expect((await get('/api/health/ready')).statusCode).toBe(200);
    // The delay bound applies from two samples after the app is ready.
    await sleep(2000);
    // Sustained lag, as a process behind on its work has: 100 ms stalls with a turn between them,
    // over more than two samples, so every sample's mean is near 100 ms.
    const until = Date.now() + 2500;
    while (Date.now() < until) {
      block(100);
      await sleep(0);
    }
    const refused = await get('/api/health/ready');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({
      code: 'OVERLOADED',
      error: 'The service is overloaded, please retry',
    });
    expect(refused.json().requestId).toEqual(expect.any(String));
    // Liveness is not refused: the process is up and restarting it would lose its work.
    expect((await get('/api/health/live')).statusCode).toBe(200);
    // A quiet sample later it serves again.
    let status = 503;
    for (let i = 0; i < 30 && status === 503; i++) {
      await sleep(100);
      status = (await get('/api/health/ready')).statusCode;
    }
    expect(status).toBe(200);
  });

  it('answers 503 OVERLOADED while the heap in use is past its share of the limit', async () => {
    t = await createTestApp(
      { overload: { maxEventLoopDelayMs: 0, maxHeapPercent: 1 } },
      {},
      { overloadSampleMs: 20 },
    );
    // Live data past 1 % of the heap limit, held while the requests run.
    const held = Array.from({ length: Math.ceil(heapBound(1) / 40) }, (_, i) =>
      `${i}`.padEnd(24, 'x'),
    );
    await sleep(50);
    const refused = await get('/api/health/ready');
    expect(held.length).toBeGreaterThan(0);
    expect(refused.statusCode).toBe(503);
    expect(refused.json().code).toBe('OVERLOADED');
    expect((await get('/api/health/live')).statusCode).toBe(200);
  });

  it('takes its heap bound as a share of V8’s heap limit; 0 is no bound', () => {
    expect(heapBound(0)).toBe(0);
    expect(heapBound(50) * 2).toBeCloseTo(heapBound(100), -2);
  });
});
