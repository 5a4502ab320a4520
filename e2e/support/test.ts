/**
 * The browser tests' `test`: Playwright's, whose pages have the browser's data saver on unless a
 * spec turns it off (`test.use({ dataSaver: false })`). With it on, the shell preloads nothing on
 * idle (docs/delivery.md, "Loading"): a signed-in page load no longer fetches, runs and prefetches
 * the data of every section behind the sidebar, which a test then mostly leaves unused. That cost
 * 0.9–2.7 s of CPU per sign-in (`bench/sign-in-cost.ts`) and 11 % of six tenant specs' CPU
 * (docs/benchmarks.md, "CI time"). What the idle preloading does is the subject of the specs that
 * turn it off: remote-preload, spec-deviations, the delivery specs, the N-1 matrix.
 */
import { test as base, type Browser, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/** Turns the browser's data saver on in every page of `context` (`navigator.connection.saveData`). */
export async function saveData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    }),
  );
}

type NewContext = (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>;

export const test = base.extend<{
  /** Whether the browser's data saver is on in the test's pages (default on). */
  dataSaver: boolean;
  /** `browser.newContext` with the test's data saver setting: a second device, a fresh tab set. */
  newContext: NewContext;
}>({
  dataSaver: [true, { option: true }],
  context: async ({ context, dataSaver }, use) => {
    if (dataSaver) await saveData(context);
    await use(context);
  },
  newContext: async ({ browser, dataSaver }, use) => {
    await use(async (options) => {
      const context = await browser.newContext(options);
      if (dataSaver) await saveData(context);
      return context;
    });
  },
});
