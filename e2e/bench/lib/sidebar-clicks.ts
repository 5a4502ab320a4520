/**
 * Sidebar click → section ready, for every remote, on a warm session (signed in, the shell loaded):
 * - first click: a fresh signed-in tab opens /data-sources, waits until the browser has been idle
 *   (the shell preloads the sections then), and clicks the section's link once;
 * - again: in that tab, away to another section through the sidebar and back (code loaded).
 * Both are taken inside the page (click → ready on an animation frame).
 */
import type { Browser, Page } from '@playwright/test';
import { signedInContext, type BrowserState } from './product';
import { armClickClock, medianP90, msFromClick, type Ready } from './timing';

export interface Section {
  link: string;
  ready: Ready;
}

/** The sidebar's sections (spec §2 "Main layout") and what "ready" means on each. */
export const SECTIONS: Section[] = [
  {
    link: 'Dashboard',
    ready: {
      selectors: [
        '[data-testid="dashboard-panels"]',
        '[data-testid="outcome-count"]',
        'table[aria-label="Account Summary"] tbody tr',
      ],
      headings: ['Monthly Billing Summary'],
    },
  },
  { link: 'Reports', ready: { selectors: ['[data-remote="reports"] [data-testid="report-row"]'] } },
  {
    link: 'Demo',
    ready: { selectors: ['nav[aria-label="Demo services"]', '[data-remote="demo"] form'] },
  },
  {
    link: 'Billing',
    ready: {
      selectors: ['[data-remote="billing"] table[aria-label="Monthly billing"][aria-busy="false"]'],
    },
  },
  { link: 'License Key', ready: { selectors: ['[data-remote="account"] input[readonly]'] } },
];

/** Waits until the page has made no request for `quietMs` (the idle preloads are done). */
async function networkQuiet(page: Page, quietMs = 1_500, timeoutMs = 30_000): Promise<void> {
  let last = Date.now();
  const touch = () => {
    last = Date.now();
  };
  page.on('request', touch);
  page.on('requestfinished', touch);
  const until = Date.now() + timeoutMs;
  while (Date.now() - last < quietMs && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  page.off('request', touch);
  page.off('requestfinished', touch);
}

/** Clicks the section's sidebar link; ms from the click until the section is ready. */
export async function clickAndWait(page: Page, section: Section): Promise<number> {
  await armClickClock(page);
  await page.getByRole('navigation').getByRole('link', { name: section.link, exact: true }).click();
  return msFromClick(page, section.ready);
}

/**
 * Waits until the page's main thread has been idle for `idleCallbacks` idle periods in a row, each
 * a full one (≥ 45 of its 50 ms left): the work the shell does on idle after its preloads (running
 * the sections' code, rendering their pages ahead) is done. Gives up after `timeoutMs`.
 */
async function mainThreadIdle(page: Page, idleCallbacks = 5, timeoutMs = 30_000): Promise<void> {
  // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
  await page.evaluate(`new Promise((resolve) => {
    const until = performance.now() + ${timeoutMs};
    let streak = 0;
    requestIdleCallback(function check(deadline) {
      streak = deadline.timeRemaining() >= 45 ? streak + 1 : 0;
      if (streak >= ${idleCallbacks} || performance.now() > until) resolve();
      else requestIdleCallback(check);
    });
  })`);
}

/** Opens /data-sources and waits until the shell's idle preloads and renders ahead are done. */
export async function openStart(page: Page): Promise<void> {
  await page.goto('/data-sources');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Dashboard', exact: true })
    .waitFor();
  await networkQuiet(page);
  await mainThreadIdle(page);
}

/**
 * BENCH_API_LATENCY_MS (default 0): every `/api/` answer reaches the page that much later, as over
 * a real network to a loaded API (on localhost a call takes a few ms, which hides whether the
 * page's data waited for its code).
 */
const apiLatencyMs = Number(process.env.BENCH_API_LATENCY_MS ?? 0);

/** BENCH_SECTIONS (e.g. `Dashboard,Billing`): only those sections' rows; all of them by default. */
const onlySections = process.env.BENCH_SECTIONS?.split(',').map((s) => s.trim());

/** Prints one table row per section: first click after sign-in, and a repeated click. */
export async function measureSidebarClicks(
  browser: Browser,
  state: BrowserState,
  runs: number,
): Promise<void> {
  const latency = apiLatencyMs > 0 ? `, API answers ${apiLatencyMs} ms later` : '';
  console.log(
    `\n| Sidebar click → section ready (warm session${latency}) | first click in a fresh tab | again |`,
  );
  console.log('|---|---|---|');
  for (const section of SECTIONS) {
    if (onlySections && !onlySections.includes(section.link)) continue;
    const first: number[] = [];
    const again: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await signedInContext(browser, state);
      if (apiLatencyMs > 0) {
        await context.route('**/api/**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, apiLatencyMs));
          await route.continue().catch(() => undefined);
        });
      }
      try {
        const page = await context.newPage();
        await openStart(page);
        first.push(await clickAndWait(page, section));
        // Away through the sidebar and back: the same tab, the section opened before.
        const other = SECTIONS.find((s) => s !== section && s.link !== 'Dashboard') ?? section;
        await clickAndWait(page, other);
        again.push(await clickAndWait(page, section));
      } finally {
        await context.close();
      }
    }
    console.log(`| ${section.link} | ${medianP90(first)} | ${medianP90(again)} |`);
  }
}
