/**
 * Where a first sidebar click's time goes: signs in, opens /data-sources in a fresh tab, waits for
 * the idle preloads, then records a CPU profile of the page (Chrome DevTools Protocol) from the
 * click on a section's link until the section is ready, and prints the self time by script and by
 * function. For docs/benchmarks.md ("Sidebar clicks after preloading").
 *
 *   pnpm --filter @pulse/e2e bench:first-click [Billing|Reports|Demo|Dashboard|License Key]
 *
 * BENCH_TRACE=1 records a Chromium trace instead and prints the main thread's self time by trace
 * event (style recalculation, layout, paint, scripts), which the CPU profile shows as "(program)".
 *
 * Starts the product on the e2e ports with the API on its own PostgreSQL database (dropped after),
 * like bench:remotes; BENCH_RUNS (default 5) clicks, profiles added up.
 */
import { launchChromium } from './lib/browser';
import { CpuProfileTotals } from './lib/cpu-profile';
import { TraceTotals } from './lib/trace-totals';
import { signedInContext, signedInState, startOnPostgres, stopAndDrop } from './lib/product';
import { clickAndWait, openStart, SECTIONS } from './lib/sidebar-clicks';

const link = process.argv[2] ?? 'Billing';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const section = SECTIONS.find((s) => s.link === link);
if (!section) throw new Error(`no section ${link}`);

const tracing = process.env.BENCH_TRACE === '1';
const totals = new CpuProfileTotals();
const traces = new TraceTotals();

await startOnPostgres();
const browser = await launchChromium();
try {
  const state = await signedInState(browser);
  const clicks: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const context = await signedInContext(browser, state);
    const page = await context.newPage();
    await openStart(page);
    const profiling = tracing
      ? await traces.start(browser, page)
      : await totals.start(await context.newCDPSession(page));
    clicks.push(await clickAndWait(page, section));
    await profiling.stop();
    await context.close();
  }
  console.log(`${link}: first click → ready, ${clicks.map((ms) => Math.round(ms)).join(', ')} ms`);
  console.log(tracing ? traces.report() : totals.report(runs));
} finally {
  await browser.close();
  await stopAndDrop();
}
