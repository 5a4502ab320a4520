/**
 * In-app navigation for the walks that open every screen (accessibility, roles): the signed-in app
 * is one document, and a person moves between its screens without reloading it. A walk that
 * reloads the whole app for every screen pays about six times the CPU per screen (712 ms against
 * 109 ms of all processes' CPU, and 659 ms against 106 ms of wall time, 31 screens at 1440 px:
 * e2e/bench/walk-navigation.ts, docs/benchmarks.md "CI time"). The deep link of every screen stays
 * checked by a full load in the accessibility walk of the demo customer at 1440 px.
 */
import { expect, type Page } from '@playwright/test';
import { scaled } from './time';

/**
 * Moves the app to `path` as the browser's Back and Forward buttons do: a history entry and a
 * `popstate` event, which the app's router (React Router's browser history) handles as any
 * navigation, guards and remote loading included, without a new document. Resolves once the
 * router rendered the new path, and no section is still loading: the page's text changed (the
 * header's title is the path's), or the layout's `<main>` holds an element it did not hold before
 * (a route renders anew). So a text two screens share cannot pass for the new screen's.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  const moved = await page.evaluate((to) => {
    // Already there (a walk's first link is the page it started on): nothing to move.
    if (`${location.pathname}${location.search}` === to) return false;
    // The payment result pages render without the layout: the body stands in for `<main>`.
    const root = document.querySelector('main') ?? document.body;
    (window as unknown as Marked).__pulseText = document.body.innerText;
    (window as unknown as Marked).__pulseBefore = new WeakSet(
      Array.from(root.querySelectorAll('*')),
    );
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    return true;
  }, path);
  if (moved)
    await page.waitForFunction(
      () => {
        const { __pulseBefore: before, __pulseText: text } = window as unknown as Marked;
        if (document.body.innerText !== text) return true;
        const root = document.querySelector('main') ?? document.body;
        return Array.from(root.querySelectorAll('*')).some((element) => !before.has(element));
      },
      undefined,
      { timeout: scaled(20_000) },
    );
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
}

/** The page's elements before an in-app navigation (a WeakSet: nothing is kept alive by it). */
type Marked = { __pulseBefore: WeakSet<Element>; __pulseText: string };

/** How long the network must stay quiet to count as idle: Playwright's own `networkidle` (ms). */
const QUIET_MS = 500;

/**
 * Tracks the page's requests in flight from now on. `idle()` resolves once none has been in flight
 * for QUIET_MS, as `waitForLoadState('networkidle')` does for a document's load; that wait ends at
 * once after an in-app navigation, whose document reached the state long before.
 */
export function trackNetwork(page: Page): { idle: () => Promise<void> } {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const add = (request: unknown) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const done = (request: unknown) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', add);
  page.on('requestfinished', done);
  // A new document's commit fails what the old one had in flight (Playwright emits `requestfailed`
  // for each); a same-document navigation (the router's history calls, an in-app move) ends none,
  // so nothing is dropped on `framenavigated`.
  page.on('requestfailed', done);
  return {
    idle: async () => {
      for (;;) {
        const quietFor = Date.now() - lastChange;
        if (inFlight.size === 0 && quietFor >= QUIET_MS) return;
        await page.waitForTimeout(inFlight.size === 0 ? QUIET_MS - quietFor : 50);
      }
    },
  };
}
