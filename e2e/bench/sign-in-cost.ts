/**
 * What one browser test's sign-in costs before the test's own steps: CPU of every process of the
 * run (Chromium and its renderers, the product's servers; utime + stime from /proc, ms) and wall
 * time (ms), per way of signing in, alternated BENCH_RUNS times (default 5), medians printed:
 * - `form`: support/session.ts `signIn` as the tests call it: the sign-in page, the form, the
 *   dashboard, then every section preloaded on idle (the wait for an idle network);
 * - `form, data saver`: the same with the browser's data saver on (nothing preloaded on idle);
 * - `stored session`: the dashboard opened with the session of an earlier sign-in in the
 *   context's storage (Playwright's `storageState`), data saver on.
 *
 *   pnpm --filter @pulse/e2e exec tsx bench/sign-in-cost.ts
 *
 * Starts the product as the browser tests do (support/servers.ts, on PULSE_E2E_PORT_BASE) and
 * stops it at the end. CPU is read before each context closes, while its renderers live. Linux only.
 */
import { loadavg } from 'node:os';
import type { Browser, BrowserContext } from '@playwright/test';
import { shellUrl, startProduct, stopAllServers } from '../support/servers';
import { demoUser, saveData, signIn, waitForInteractive } from '../support/session';
import { launchChromium } from './lib/browser';
import { descendantsCpuTicks, TICKS_PER_SECOND } from './lib/process-cpu';
import { percentile } from './lib/timing';

const runs = Number(process.env.BENCH_RUNS ?? 5);

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let stored: StorageState | undefined;

const ways = {
  form: async (browser: Browser) => {
    const context = await browser.newContext({ baseURL: shellUrl, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await signIn(page, demoUser);
    stored ??= await context.storageState();
    return context;
  },
  'form, data saver': async (browser: Browser) => {
    const context = await browser.newContext({ baseURL: shellUrl, reducedMotion: 'reduce' });
    await saveData(context);
    await signIn(await context.newPage(), demoUser);
    return context;
  },
  'stored session': async (browser: Browser) => {
    const context = await browser.newContext({
      baseURL: shellUrl,
      reducedMotion: 'reduce',
      storageState: stored,
    });
    await saveData(context);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await waitForInteractive(page, 30_000);
    await page.waitForLoadState('networkidle');
    return context;
  },
};

const cpu: Record<string, number[]> = {};
const wall: Record<string, number[]> = {};
await startProduct();
const browser = await launchChromium();
// One sign-in first, not counted: the servers' first answers and the stored session.
await (await ways.form(browser)).close();
for (let run = 0; run < runs; run++) {
  for (const [name, way] of Object.entries(ways)) {
    const before = descendantsCpuTicks();
    const started = performance.now();
    const context = await way(browser);
    (wall[name] ??= []).push(performance.now() - started);
    (cpu[name] ??= []).push(((descendantsCpuTicks() - before) * 1000) / TICKS_PER_SECOND);
    await context.close();
  }
}
await browser.close();
await stopAllServers();
const median = (values: number[] = []) => percentile(values, 0.5).toFixed(0);
console.log(`load ${loadavg()[0]?.toFixed(1)}, ${runs} runs each, medians`);
for (const name of Object.keys(ways)) {
  console.log(
    `${name.padEnd(18)} CPU ${median(cpu[name]).padStart(6)} ms   wall ${median(wall[name]).padStart(6)} ms   (CPU runs: ${(cpu[name] ?? []).map((v) => v.toFixed(0)).join(', ')})`,
  );
}
