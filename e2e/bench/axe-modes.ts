/**
 * The cost of one axe analysis (the accessibility browser tests), in three set-ups on the same
 * signed-in screens in one run:
 * - `default`: axe's default mode, which opens a second page per analysis to merge cross-origin
 *   frames' results;
 * - `legacy`: axe runs in the page (Pulse's pages have no iframe);
 * - `legacy, violations`: the same, with `resultTypes: ['violations']`, so axe details every
 *   violation but stops collecting the nodes that pass (one example each), which the tests never
 *   read;
 * - `serious rules only`: the same without the rules that can only report minor or moderate
 *   violations (support/axe.ts, `neverSeriousRules`), which the tests drop.
 * Runs alternate between the set-ups so the machine's load weighs on all alike.
 *
 *   pnpm --filter @pulse/e2e exec tsx bench/axe-modes.ts
 *
 * Needs the product the browser tests start (`npm run test:e2e` leaves nothing running: start it
 * with e2e/support/servers.ts's startProduct, or point PULSE_E2E_PORT_BASE at a running one).
 * BENCH_RUNS (default 3) analyses per screen and set-up. Prints, per analysis, the median wall time
 * and the median main-thread time of the page's renderer (CDP `Performance.getMetrics`,
 * TaskDuration: the browser's CPU spent on the page), and checks every set-up finds the same
 * serious and critical violations.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { loadavg } from 'node:os';
import { isSerious, neverSeriousRules } from '../support/axe';
import { shellUrl } from '../support/servers';
import { launchChromium } from './lib/browser';
import { signedInContext, signedInState } from './lib/product';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const screens = ['/dashboard', '/reports', '/settings/audit-log', '/billing'];

const setups = {
  default: (page: Page) => new AxeBuilder({ page }),
  legacy: (page: Page) => new AxeBuilder({ page }).setLegacyMode(true),
  'legacy, violations': (page: Page) =>
    new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }),
  'serious rules only': (page: Page) =>
    new AxeBuilder({ page })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .disableRules(neverSeriousRules()),
};
type Setup = keyof typeof setups;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const browser = await launchChromium();
const context = await signedInContext(browser, await signedInState(browser));
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Performance.enable');
/** The page renderer's main-thread time so far, in ms. */
const taskMs = async () => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
};
const names = Object.keys(setups) as Setup[];
const wall = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<Setup, number[]>;
const task = Object.fromEntries(names.map((n) => [n, [] as number[]])) as Record<Setup, number[]>;
console.log(`load average before: ${(loadavg()[0] ?? 0).toFixed(1)}`);
for (const screen of screens) {
  await page.goto(`${shellUrl}${screen}`);
  await page.waitForLoadState('networkidle');
  const found = new Map<Setup, string>();
  for (let run = 0; run < runs; run++) {
    for (const name of names) {
      const started = performance.now();
      const taskStarted = await taskMs();
      const results = await setups[name](page).analyze();
      task[name].push((await taskMs()) - taskStarted);
      wall[name].push(performance.now() - started);
      // What the tests read: the serious and critical violations (support/axe.ts).
      const serious = results.violations.filter((v) => isSerious(v.impact));
      found.set(name, JSON.stringify(serious.map((v) => [v.id, v.nodes.length])));
    }
  }
  if (new Set(found.values()).size !== 1)
    throw new Error(`${screen}: the set-ups found different violations: ${[...found.entries()]}`);
}
for (const name of names) {
  console.log(
    `${name.padEnd(18)} median ${median(wall[name]).toFixed(0)} ms per analysis, ` +
      `page main thread ${median(task[name]).toFixed(0)} ms (${wall[name].length} analyses)`,
  );
}
console.log(`load average after: ${(loadavg()[0] ?? 0).toFixed(1)}`);
await browser.close();
