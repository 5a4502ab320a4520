/**
 * Where a first sidebar click's time goes: signs in, opens /data-sources in a fresh tab, waits for
 * the idle preloads, then records a CPU profile of the page (Chrome DevTools Protocol) from the
 * click on a section's link until the section is ready, and prints the self time by script and by
 * function.
 *
 *   pnpm --filter @pulse/e2e bench:first-click [Billing|Reports|Demo|Dashboard|License Key]
 *
 * BENCH_TRACE=1 records a Chromium trace instead and prints the main thread's self time by trace
 * event (style recalculation, layout, paint, scripts), which the CPU profile shows as "(program)".
 * BENCH_SAMPLE_US sets the CPU profile's sampling interval (default 100 µs). Also prints how many
 * of the ready section's elements carry Chakra styles; BENCH_STYLED=1 lists the commonest kinds of
 * them (tag, Ark UI scope and part, chakra- class).
 *
 * Starts the product on the e2e ports with the API on its own PostgreSQL database (dropped after),
 * like bench:remotes; BENCH_RUNS (default 5) clicks, profiles added up.
 */
import type { Page } from '@playwright/test';
import { launchChromium } from './lib/browser';
import { CpuProfileTotals } from './lib/cpu-profile';
import { TraceTotals } from './lib/trace-totals';
import { signedInContext, signedInState, startOnPostgres, stopAndDrop } from './lib/product';
import { clickAndWait, openStart, SECTIONS } from './lib/sidebar-clicks';

/**
 * The section's elements once ready, and how many carry a Chakra (Emotion) class: each of those
 * computed its styles in the render. As a string (tsx would wrap an inner function in a helper the
 * page lacks).
 */
function styledElements(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const all = [...(document.querySelector('main') ?? document.body).querySelectorAll('*')];
    const styled = all.filter((e) => [...e.classList].some((c) => c.startsWith('css-')));
    const kinds = new Map();
    for (const e of styled) {
      const kind = e.tagName.toLowerCase() +
        (e.dataset.scope ? '[' + e.dataset.scope + ':' + (e.dataset.part ?? '') + ']' : '') +
        [...e.classList].filter((c) => c.startsWith('chakra-')).map((c) => '.' + c).join('');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    const top = [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 12);
    return all.length + ' elements, ' + styled.length + ' with Chakra styles' +
      (${JSON.stringify(process.env.BENCH_STYLED === '1')}
        ? '\\n  ' + top.map(([k, n]) => n + ' ' + k).join('\\n  ')
        : '');
  })()`);
}

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
  let elements = '';
  for (let i = 0; i < runs; i += 1) {
    const context = await signedInContext(browser, state);
    const page = await context.newPage();
    await openStart(page);
    const profiling = tracing
      ? await traces.start(browser, page)
      : await totals.start(await context.newCDPSession(page));
    clicks.push(await clickAndWait(page, section));
    await profiling.stop();
    elements = await styledElements(page);
    await context.close();
  }
  console.log(`${link}: first click → ready, ${clicks.map((ms) => Math.round(ms)).join(', ')} ms`);
  console.log(`in the section once ready: ${elements}`);
  console.log(tracing ? traces.report() : totals.report(runs));
} finally {
  await browser.close();
  await stopAndDrop();
}
