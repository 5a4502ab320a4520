/**
 * The cost of one axe analysis (the accessibility browser tests), in axe's default mode against
 * its legacy mode, on the same signed-in screens in one run. The default mode opens a second page
 * per analysis to merge cross-origin frames' results; legacy mode runs in the page (Pulse's pages
 * have no iframe). Runs alternate between the modes so the machine's load weighs on both alike.
 *
 *   pnpm --filter @pulse/e2e exec tsx bench/axe-modes.ts
 *
 * Needs the product the browser tests start (`npm run test:e2e` leaves nothing running: start it
 * with e2e/support/servers.ts's startProduct, or point PULSE_E2E_PORT_BASE at a running one).
 * BENCH_RUNS (default 3) analyses per screen and mode. Prints median wall time per analysis and
 * the Node process's CPU time per analysis (the browser's own CPU is not counted).
 */
import AxeBuilder from '@axe-core/playwright';
import { loadavg } from 'node:os';
import { shellUrl } from '../support/servers';
import { launchChromium } from './lib/browser';
import { signedInContext, signedInState } from './lib/product';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const screens = ['/dashboard', '/reports', '/settings/audit-log', '/billing'];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const browser = await launchChromium();
const context = await signedInContext(browser, await signedInState(browser));
const page = await context.newPage();
const wall: Record<'default' | 'legacy', number[]> = { default: [], legacy: [] };
const cpu: Record<'default' | 'legacy', number[]> = { default: [], legacy: [] };
console.log(`load average before: ${(loadavg()[0] ?? 0).toFixed(1)}`);
for (const screen of screens) {
  await page.goto(`${shellUrl}${screen}`);
  await page.waitForLoadState('networkidle');
  for (let run = 0; run < runs; run++) {
    for (const mode of ['default', 'legacy'] as const) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await new AxeBuilder({ page }).setLegacyMode(mode === 'legacy').analyze();
      const used = process.cpuUsage(cpuStarted);
      wall[mode].push(performance.now() - started);
      cpu[mode].push((used.user + used.system) / 1000);
    }
  }
}
for (const mode of ['default', 'legacy'] as const) {
  console.log(
    `${mode.padEnd(8)} median ${median(wall[mode]).toFixed(0)} ms per analysis, ` +
      `test-process CPU ${median(cpu[mode]).toFixed(0)} ms (${wall[mode].length} analyses)`,
  );
}
console.log(`load average after: ${(loadavg()[0] ?? 0).toFixed(1)}`);
await browser.close();
