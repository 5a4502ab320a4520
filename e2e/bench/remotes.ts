/**
 * Figures of the remotes, measured in Chromium on the production build
 * with the API on PostgreSQL:
 * 1. JS (gzip level 6) each remote adds on the first visit to its route beyond what the shell had
 *    loaded (demo /demo, reports /reports, billing /billing, account /dashboard); for reports also
 *    whether Leaflet came with the list and what opening a report with the address map adds;
 * 2. demo: Submit on the IP Lookup form → result modal visible, median and p90;
 * 3. reports, the demo customer holding 10,000 reports: /reports until the list rows show, and a
 *    report detail (/reports/{id}) until its cards show;
 * 4. account: /dashboard until the tiles, the account summary table and the billing summary show
 *    (and the daily chart is drawn), the customer holding 1,000,000 reports.
 * 5. every section: sidebar click → ready on a warm session, the first click in a fresh signed-in
 *    tab (after the shell's idle preloading) and a repeated one (lib/sidebar-clicks.ts).
 * Times are full page loads (navigation start → ready, HTTP cache warm) and client-side
 * navigations (sidebar click → ready), taken inside the page on every animation frame.
 *
 *   pnpm --filter @pulse/e2e bench:remotes   (after `pnpm build`; starts its own servers)
 *
 * The servers listen on the e2e ports (PULSE_E2E_PORT_BASE, default 3100–3104 and API on 4100).
 * The database BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/pulse_bench_remotes)
 * is dropped and created again at start and dropped at the end; reports are bulk-inserted into it
 * with the SQL of the API's reports benchmark (apps/api/bench/seed.ts). BENCH_RUNS (default 10)
 * sets the number of timed runs per figure; BENCH_LIST_SCRIPTS=1 lists the counted scripts;
 * BENCH_ONLY=clicks measures the sidebar clicks only (no bulk seeding). PULSE_E2E_SHELL_DIST serves
 * another shell build (e.g. main's, for a before/after pair), PULSE_E2E_<REMOTE>_DIST another build
 * of that remote (PULSE_E2E_BILLING_DIST, …). BENCH_API_LATENCY_MS delays every API
 * answer of the sidebar clicks by that much (a real network and a loaded API; default 0).
 */
import { loadavg } from 'node:os';
import { launchChromium } from './lib/browser';
import { measureDemo } from './lib/demo-timing';
import { inAppNavigations, pageLoads } from './lib/page-timing';
import {
  createReport,
  reportTotal,
  seedDemoReportsUpTo,
  sessionHeaders,
  signedInState,
  startOnPostgres,
  stopAndDrop,
} from './lib/product';
import { measureRemoteJs } from './lib/remote-js';
import { measureSidebarClicks } from './lib/sidebar-clicks';
import { medianP90, type Ready } from './lib/timing';

const runs = Number(process.env.BENCH_RUNS ?? 10);

const REPORT_ROWS: Ready = { selectors: ['[data-testid="report-row"]'] };
const DASHBOARD: Ready = {
  selectors: [
    '[data-testid="dashboard-panels"]',
    '[data-testid="outcome-count"]',
    'table[aria-label="Account Summary"] tbody tr',
  ],
  headings: ['Monthly Billing Summary'],
};
const DAILY_CHART: Ready = { selectors: ['[data-testid="daily-chart"] svg rect'] };

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  console.log(`load average at start: ${load()}`);
  await startOnPostgres();
  const browser = await launchChromium();
  try {
    const state = await signedInState(browser);
    const headers = sessionHeaders(state);
    // An address report with the current location: its detail shows the Leaflet map.
    const mapReport = await createReport(headers, 'addresslookup', {
      address: '10 Downing Street, London',
      country: 'GB',
      latitude: 51.4543,
      longitude: -0.9781,
    });

    await measureSidebarClicks(browser, state, runs);
    if (process.env.BENCH_ONLY === 'clicks') return;
    await measureRemoteJs(browser, state, mapReport);
    await measureDemo(browser, state, runs);

    // Reports: 10,000 for the client.
    const ipReport = await createReport(headers, 'iplookup', { ip: '8.8.8.8' });
    const list = await seedDemoReportsUpTo(10_000, 'rpt_bench_list');
    console.error(`inserted ${list.inserted} reports in ${(list.ms / 1000).toFixed(1)} s`);
    const reports = await reportTotal(headers);
    const detail: Ready = {
      headings: [ipReport, 'Transaction Metadata', 'Decision', 'IP Verification'],
    };
    const listLoads = await pageLoads(browser, state, '/reports', REPORT_ROWS, runs);
    const listNavs = await inAppNavigations(browser, state, 'Reports', REPORT_ROWS, runs);
    const detailLoads = await pageLoads(
      browser,
      state,
      `/reports/${encodeURIComponent(ipReport)}`,
      detail,
      runs,
    );
    console.log(
      `\n| Reports, ${reports.toLocaleString('en-US')} reports for the client | figure |`,
    );
    console.log('|---|---|');
    console.log(`| /reports page load → list rows visible | ${medianP90(listLoads)} |`);
    console.log(`| Reports link click → list rows visible | ${medianP90(listNavs)} |`);
    console.log(
      `| /reports/{id} page load (IP report) → detail cards visible | ${medianP90(detailLoads)} |`,
    );

    // Dashboard: 1,000,000 reports for the client.
    const many = await seedDemoReportsUpTo(1_000_000, 'rpt_bench_dash');
    console.error(`inserted ${many.inserted} reports in ${(many.ms / 1000).toFixed(1)} s`);
    const total = await reportTotal(headers);
    const dashLoads = await pageLoads(browser, state, '/dashboard', DASHBOARD, runs);
    const chartLoads = await pageLoads(browser, state, '/dashboard', DAILY_CHART, runs);
    const dashNavs = await inAppNavigations(browser, state, 'Dashboard', DASHBOARD, runs);
    console.log(
      `\n| Dashboard, ${total.toLocaleString('en-US')} reports for the client | figure |`,
    );
    console.log('|---|---|');
    console.log(
      `| /dashboard page load → tiles, account summary and billing summary visible | ${medianP90(dashLoads)} |`,
    );
    console.log(`| /dashboard page load → daily chart drawn | ${medianP90(chartLoads)} |`);
    console.log(
      `| Dashboard link click → tiles, account summary and billing summary visible | ${medianP90(dashNavs)} |`,
    );
  } finally {
    await browser.close();
    await stopAndDrop();
    console.log(`\nload average at end: ${load()}`);
  }
}

await main();
