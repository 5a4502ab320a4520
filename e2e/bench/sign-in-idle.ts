/**
 * What an open sign-in page costs the browser while nobody touches it: its looping video (spec §2)
 * plays for a visitor who allows motion and stays on its poster for one who asks for less
 * (`prefers-reduced-motion`, the setting the browser tests run with). Alternates the two settings,
 * BENCH_RUNS times each (default 3), and prints the median CPU of every Chromium process of the run
 * (utime + stime from /proc, ms of CPU per second of wall time) over BENCH_SECONDS (default 10) on
 * an idle `/` at 1280 × 720.
 *
 *   pnpm --filter @pulse/e2e exec tsx bench/sign-in-idle.ts
 *
 * Starts the product as the browser tests do (support/servers.ts, on PULSE_E2E_PORT_BASE) and
 * stops it at the end. Linux only (/proc).
 */
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { shellUrl, startProduct, stopAllServers } from '../support/servers';
import { launchChromium } from './lib/browser';
import { descendantsCpuTicks, TICKS_PER_SECOND } from './lib/process-cpu';
import { percentile } from './lib/timing';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const median = (values: number[]) => percentile(values, 0.5);

const settings = ['no-preference', 'reduce'] as const;
const results: Record<(typeof settings)[number], number[]> = { 'no-preference': [], reduce: [] };
await startProduct();
const browser = await launchChromium();
for (let run = 0; run < runs; run++) {
  for (const reducedMotion of settings) {
    const context = await browser.newContext({
      reducedMotion,
      viewport: { width: 1280, height: 720 },
    });
    const page = await context.newPage();
    await page.goto(shellUrl);
    await page.waitForFunction(() => performance.getEntriesByName('pulse:interactive').length > 0);
    await sleep(2000); // past the page's load work: only what an idle page keeps doing counts
    const before = descendantsCpuTicks();
    const started = performance.now();
    await sleep(seconds * 1000);
    const cpuMs = ((descendantsCpuTicks() - before) * 1000) / TICKS_PER_SECOND;
    results[reducedMotion].push(cpuMs / ((performance.now() - started) / 1000));
    await context.close();
  }
}
await browser.close();
await stopAllServers();
console.log(`load ${loadavg()[0]?.toFixed(1)}, ${runs} runs of ${seconds} s each`);
for (const setting of settings) {
  console.log(
    `${setting.padEnd(14)} ${median(results[setting]).toFixed(0).padStart(5)} ms of CPU per second (runs: ${results[setting].map((v) => v.toFixed(0)).join(', ')})`,
  );
}
