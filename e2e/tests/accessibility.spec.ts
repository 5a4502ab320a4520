/**
 * Accessibility of every screen (spec §2 route table, and the Settings and Developers areas) at a
 * laptop and a phone width: signed out, signed in as the demo customer with
 * history (full tables that scroll sideways), and as a new customer with no history (empty states).
 * axe-core finds no serious or critical violation, every screen runs under the Content Security
 * Policy (its document carries it) with no violation, and at the phone width (360–430 px, checked at
 * 390) no page is wider than the screen: one walk per customer and width serves every check, as
 * each needs every screen loaded and settled.
 */
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expectPolicy, recordViolations } from '../support/csp';
import { trackNetwork } from '../support/in-app';
import { openScreen, protectedRoutes, publicRoutes, reportPath, widths } from '../support/routes';
import { newVerifiedCustomer, signIn } from '../support/session';

/** How much wider than the viewport the page is (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The violations of each route, prefixed by its path: axe's, and on a phone (`phone`) a page wider
 * than the screen. `deepLinks`: every route is opened as a new document and its document must
 * carry the CSP; otherwise the first is, and the walk moves on in-app (support/in-app.ts), as a
 * person does, with the CSP of that one document in force and its violations recorded throughout.
 */
async function walk(
  page: Page,
  routes: readonly { path: string; ready: string }[],
  phone: boolean,
  deepLinks: boolean,
): Promise<string[]> {
  const found: string[] = [];
  const network = trackNetwork(page);
  for (const [i, route] of routes.entries()) {
    const how = deepLinks || i === 0 ? 'load' : 'in-app';
    const response = await openScreen(page, route.path, route.ready, how);
    if (how === 'load') expectPolicy(response, route.path);
    for (const v of await seriousViolations(page)) found.push(`${route.path}: ${v}`);
    // Lazy parts (a chart, the report map, a tab's data) load after the first render, under the CSP.
    await network.idle();
    const extra = phone ? await overflow(page) : 0;
    if (extra > 0) found.push(`${route.path}: ${extra} px wider than the phone`);
  }
  return found;
}

// Each test stands alone (its own page and customer): the two workers of the tenant specs share them.
test.describe.configure({ mode: 'parallel' });

/**
 * The 1280 px laptop is left out here: it is at or above the same breakpoints as 1440 px (Chakra's
 * `xl` is 1280), so axe would analyse the same markup twice. Its layout is checked by the layout
 * and wide-table specs.
 */
const axeWidths = widths.filter((size) => size.width !== 1280);

for (const size of axeWidths) {
  const at = `${size.width} × ${size.height}`;
  const phone = size.width < 480;
  const checks = `no serious or critical axe violation, no CSP violation${phone ? ', no page wider than the phone' : ''}`;

  test(`signed out, ${at}: ${checks}`, async ({ page }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(size);
    const csp = await recordViolations(page);
    expect(await walk(page, publicRoutes, phone, true)).toEqual([]);
    expect(csp).toEqual([]);
  });

  test(`demo customer with history, ${at}: ${checks}`, async ({ page }) => {
    // About 25 screens, each analysed in full by axe: minutes on a busy machine.
    test.setTimeout(900_000);
    await page.setViewportSize(size);
    const csp = await recordViolations(page);
    await signIn(page);
    const detail = await reportPath(page);
    const routes = [...protectedRoutes, { path: detail, ready: 'Transaction Metadata' }];
    // Every screen's deep link once, at the wide laptop; the other walks move in-app.
    expect(await walk(page, routes, phone, !phone)).toEqual([]);
    expect(csp).toEqual([]);
  });

  test(`new customer with no history, ${at}: ${checks}`, async ({ page, request }) => {
    // About 25 screens, each analysed in full by axe: minutes on a busy machine.
    test.setTimeout(900_000);
    await page.setViewportSize(size);
    const csp = await recordViolations(page);
    await signIn(page, await newVerifiedCustomer(request, 'axe'));
    // No report detail: opening one would need a lookup, and this customer has none.
    expect(await walk(page, protectedRoutes, phone, false)).toEqual([]);
    expect(csp).toEqual([]);
  });
}
