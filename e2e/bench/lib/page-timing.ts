/**
 * Render times of a signed-in page, two ways: a full page load (navigation start → `ready`, the
 * HTTP cache warm as on a reload), and a client-side navigation from another page of the app
 * (click on the sidebar link → `ready`).
 */
import type { Browser } from '@playwright/test';
import { signedInContext, type BrowserState } from './product';
import { armClickClock, msFromClick, msFromNavigation, sample, type Ready } from './timing';

export interface PageTimes {
  load: number[];
  inApp: number[];
}

/** Full loads of `path` until `ready`, one warm-up first. */
export async function pageLoads(
  browser: Browser,
  state: BrowserState,
  path: string,
  ready: Ready,
  runs: number,
): Promise<number[]> {
  const context = await signedInContext(browser, state);
  try {
    const page = await context.newPage();
    return await sample(runs, 1, async () => {
      await page.goto(path, { waitUntil: 'commit' });
      return msFromNavigation(page, ready);
    });
  } finally {
    await context.close();
  }
}

/**
 * Client-side navigations: from License Key, a click on the sidebar `link` until `ready`; the
 * remote's code is loaded already after the warm-up, so this is the data and the render.
 */
export async function inAppNavigations(
  browser: Browser,
  state: BrowserState,
  link: string,
  ready: Ready,
  runs: number,
): Promise<number[]> {
  const context = await signedInContext(browser, state);
  try {
    const page = await context.newPage();
    await page.goto('/license-key');
    const nav = page.getByRole('navigation');
    return await sample(runs, 1, async () => {
      await nav.getByRole('link', { name: 'License Key', exact: true }).click();
      await page.getByRole('textbox', { name: 'API Key' }).waitFor();
      await armClickClock(page);
      await nav.getByRole('link', { name: link, exact: true }).click();
      return msFromClick(page, ready);
    });
  } finally {
    await context.close();
  }
}
