/**
 * What a walk of every signed-in screen (the accessibility and role walks, e2e/support/in-app.ts)
 * costs per screen when each screen is a full page load, against a move within the app. Alternates
 * the two walks over e2e/support/routes.ts's protectedRoutes at 1440 × 900, BENCH_RUNS times each
 * (default 3), in one signed-in tab, and prints per screen the median wall time and the CPU of
 * every process of the run (Chromium and the product's servers, /proc). (The renderer's own
 * `Performance.getMetrics` counts from each new document, so it cannot compare the two.)
 *
 *   pnpm --filter @pulse/e2e exec tsx bench/walk-navigation.ts
 *
 * Starts the product as the browser tests do (support/servers.ts) and stops it at the end.
 */
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { openScreen, protectedRoutes } from '../support/routes';
import { shellUrl, startProduct, stopAllServers } from '../support/servers';
import { signIn } from '../support/session';
import { launchChromium } from './lib/browser';
import { descendantsCpuTicks, TICKS_PER_SECOND } from './lib/process-cpu';
import { percentile } from './lib/timing';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const ways = ['load', 'in-app'] as const;
type Way = (typeof ways)[number];

await startProduct();
const browser = await launchChromium();
const context = await browser.newContext({
  baseURL: shellUrl,
  viewport: { width: 1440, height: 900 },
});
const page: Page = await context.newPage();
await signIn(page);
const per: Record<Way, { wall: number[]; cpu: number[] }> = {
  load: { wall: [], cpu: [] },
  'in-app': { wall: [], cpu: [] },
};
for (let run = 0; run < runs; run++) {
  for (const way of ways) {
    await openScreen(page, '/dashboard', 'Account Summary');
    const started = performance.now();
    const cpu = descendantsCpuTicks();
    for (const route of protectedRoutes.slice(1)) {
      await openScreen(page, route.path, route.ready, way);
    }
    const screens = protectedRoutes.length - 1;
    per[way].wall.push((performance.now() - started) / screens);
    per[way].cpu.push(((descendantsCpuTicks() - cpu) * 1000) / TICKS_PER_SECOND / screens);
  }
}
await browser.close();
await stopAllServers();
console.log(
  `load ${loadavg()[0]?.toFixed(1)}, ${runs} walks of ${protectedRoutes.length - 1} screens each way`,
);
for (const way of ways) {
  const median = (values: number[]) => percentile(values, 0.5).toFixed(0);
  console.log(
    `${way.padEnd(7)} per screen: ${median(per[way].wall)} ms wall, ` +
      `CPU of every process ${median(per[way].cpu)} ms`,
  );
}
