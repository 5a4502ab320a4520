/**
 * How often Playwright's `networkidle` never comes after a fresh load of `/forgot-password` on
 * which a person types, BENCH_AT_ONCE pages at a time (default 8) in new contexts, BENCH_ROUNDS
 * times (default 2), with the browser tests' context options. A load counts as stuck when
 * `networkidle` has not come 15 s after the app was interactive; for each it prints the requests
 * still open by Playwright's own request events and the page's history calls (the router stamps
 * its first entry with `history.replaceState`). It measures the browser that CHROMIUM_PATH names
 * (default Debian's Chromium). CI runs the browser tests in the headless shell, where this wait
 * misses some loads, so `typed-input` waits on the page's own request events instead
 * (docs/benchmarks.md, "CI time").
 *
 *   CHROMIUM_PATH=/usr/bin/chromium-headless-shell pnpm --filter @pulse/e2e exec tsx bench/network-idle.ts
 *
 * Starts the product as the browser tests do (support/servers.ts, on PULSE_E2E_PORT_BASE) and
 * stops it at the end.
 */
import { devices, type Page } from '@playwright/test';
import { shellUrl, startProduct, stopAllServers } from '../support/servers';
import { waitForInteractive } from '../support/session';
import { launchChromium } from './lib/browser';

const atOnce = Number(process.env.BENCH_AT_ONCE ?? 8);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

/** Records the page's history calls (the Playwright events show them only as navigations). */
function historyCalls(): void {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      console.log(`history.${method}(${String(args[2])})`);
      original(...args);
    };
  }
}

/** One load: null when `networkidle` came, else what was seen (ms since the load started). */
async function oneLoad(page: Page): Promise<string | null> {
  const open = new Set<string>();
  const seen: string[] = [];
  const started = Date.now();
  page.on('request', (r) => open.add(r.url()));
  page.on('requestfinished', (r) => open.delete(r.url()));
  page.on('requestfailed', (r) => open.delete(r.url()));
  page.on('console', (m) => {
    if (m.text().startsWith('history.')) seen.push(`${Date.now() - started} ms ${m.text()}`);
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) seen.push(`${Date.now() - started} ms navigated ${f.url()}`);
  });
  await page.goto(`${shellUrl}/forgot-password`, { waitUntil: 'commit' });
  const input = page.getByRole('textbox', { name: 'Email' });
  await input.waitFor({ state: 'visible' });
  await input.pressSequentially('someone@acme-test.io', { delay: 30 });
  await waitForInteractive(page);
  try {
    await page.waitForLoadState('networkidle', { timeout: 15_000 });
    return null;
  } catch {
    return `open requests: [${[...open].join(', ')}]; ${seen.join('; ')}`;
  }
}

await startProduct();
const browser = await launchChromium();
let stuck = 0;
for (let round = 0; round < rounds; round++) {
  const results = await Promise.all(
    Array.from({ length: atOnce }, async () => {
      const context = await browser.newContext({
        ...devices['Desktop Chrome'],
        reducedMotion: 'reduce',
      });
      await context.addInitScript(historyCalls);
      try {
        return await oneLoad(await context.newPage());
      } finally {
        await context.close();
      }
    }),
  );
  for (const result of results.filter((r) => r !== null)) {
    stuck++;
    console.log(`stuck: ${result}`);
  }
}
console.log(
  `${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}: ${stuck} of ${rounds * atOnce} loads without networkidle`,
);
await browser.close();
await stopAllServers();
