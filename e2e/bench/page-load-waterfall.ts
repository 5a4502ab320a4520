/**
 * Where a signed-in page load's time goes: loads `path` (default /dashboard) in a warm signed-in tab
 * BENCH_RUNS times (default 5, after one warm-up) and prints, per request, the median start and end
 * (ms from the navigation start, Resource Timing), then the median of the milestones: first
 * contentful paint, DOMContentLoaded and the page ready (the same readiness as bench:remotes).
 * Requests that start in the same order every run are matched by URL without their content hash.
 *
 *   pnpm --filter @pulse/e2e bench:waterfall [/dashboard|/reports|/demo|/billing|/license-key]
 *
 * BENCH_PROFILE=1 also prints where the main thread's time goes from the navigation start to ready
 * (V8 CPU profiles of the timed runs, added up).
 * BENCH_SAVE_DATA=1 turns the browser's data saver on, so the shell preloads no other section on
 * idle.
 *
 * Starts the product on the e2e ports with the API on its own PostgreSQL database (dropped after),
 * like bench:remotes; the client holds only its sign-up's data, as the dashboard reads counters
 * whose size does not follow the number of reports.
 */
import { launchChromium } from './lib/browser';
import { CpuProfileTotals } from './lib/cpu-profile';
import { signedInContext, signedInState, startOnPostgres, stopAndDrop } from './lib/product';
import { SECTIONS } from './lib/sidebar-clicks';
import { msFromNavigation, percentile, type Ready } from './lib/timing';
import { saveData } from '../support/session';

const median = (samples: number[]) => percentile(samples, 0.5);

/** A section's path and its sidebar link, whose "ready" bench:remotes uses too. */
const LINKS: Record<string, string> = {
  '/dashboard': 'Dashboard',
  '/reports': 'Reports',
  '/demo': 'Demo',
  '/billing': 'Billing',
  '/license-key': 'License Key',
};

const path = process.argv[2] ?? '/dashboard';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const ready: Ready = SECTIONS.find((section) => section.link === LINKS[path])?.ready ?? {
  selectors: ['main h1'],
};

interface Row {
  name: string;
  start: number;
  end: number;
}

/** The URL without origin's host, query, or a content hash in the file name. */
const label = (url: string): string => {
  const u = new URL(url);
  return `${u.port} ${u.pathname.replace(/\.[0-9a-f]{8,}\.(js|css)$/, '.$1')}`;
};

await startOnPostgres();
const browser = await launchChromium();
try {
  const state = await signedInState(browser);
  const context = await signedInContext(browser, state);
  const page = await context.newPage();
  if (process.env.BENCH_SAVE_DATA === '1') {
    await saveData(page);
  }
  const rows = new Map<string, { start: number[]; end: number[] }>();
  const marks = new Map<string, number[]>();
  const mark = (name: string, ms: number) => marks.set(name, [...(marks.get(name) ?? []), ms]);
  const totals = process.env.BENCH_PROFILE === '1' ? new CpuProfileTotals() : null;
  const cdp = totals ? await context.newCDPSession(page) : null;
  for (let i = 0; i <= runs; i += 1) {
    const profiling = totals && cdp && i > 0 ? await totals.start(cdp) : null;
    await page.goto(path, { waitUntil: 'commit' });
    const readyAt = await msFromNavigation(page, ready);
    await profiling?.stop();
    await page.waitForTimeout(300);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
      const resources = (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).map((r) => ({ name: r.name, start: r.startTime, end: r.responseEnd }));
      return {
        html: nav.responseEnd,
        dcl: nav.domContentLoadedEventEnd,
        fcp,
        resources,
      };
    });
    if (i === 0) continue;
    mark('HTML received', timing.html);
    mark('first contentful paint', timing.fcp);
    mark('DOMContentLoaded', timing.dcl);
    mark('page ready', readyAt);
    const seen = new Map<string, number>();
    for (const r of timing.resources as Row[]) {
      const base = label(r.name);
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      const key = n > 1 ? `${base} #${n}` : base;
      const row = rows.get(key) ?? { start: [], end: [] };
      row.start.push(r.start);
      row.end.push(r.end);
      rows.set(key, row);
    }
  }
  await context.close();
  const lines = [...rows.entries()]
    .map(([name, r]) => ({ name, start: median(r.start), end: median(r.end), n: r.start.length }))
    .sort((a, b) => a.start - b.start);
  console.log(`${path}: ${runs} page loads, medians (ms from navigation start)\n`);
  console.log('| request | start | end | runs |\n| --- | --- | --- | --- |');
  for (const l of lines)
    console.log(`| ${l.name} | ${Math.round(l.start)} | ${Math.round(l.end)} | ${l.n} |`);
  console.log('\n| milestone | median |\n| --- | --- |');
  for (const [name, ms] of marks) console.log(`| ${name} | ${Math.round(median(ms))} |`);
  if (totals) console.log(`\n${totals.report(runs)}`);
} finally {
  await browser.close();
  await stopAndDrop();
}
