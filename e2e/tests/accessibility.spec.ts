/**
 * Accessibility of every screen (spec §2 route table) at a laptop and a phone width, signed out
 * and signed in: axe-core finds no serious or critical violation.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openScreen, protectedRoutes, publicRoutes, reportPath, widths } from '../support/routes';
import { signIn } from '../support/session';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

for (const size of widths) {
  test(`signed out, ${size.width} px: no serious or critical axe violation`, async ({ page }) => {
    await page.setViewportSize(size);
    const found: string[] = [];
    for (const route of publicRoutes) {
      await openScreen(page, route.path, route.ready);
      for (const v of await seriousViolations(page)) found.push(`${route.path}: ${v}`);
    }
    expect(found).toEqual([]);
  });

  test(`signed in, ${size.width} px: no serious or critical axe violation`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(size);
    await signIn(page);
    const detail = await reportPath(page);
    const routes = [
      ...protectedRoutes,
      { name: 'report', path: detail, ready: 'Transaction Metadata' },
    ];
    const found: string[] = [];
    for (const route of routes) {
      await openScreen(page, route.path, route.ready);
      for (const v of await seriousViolations(page)) found.push(`${route.path}: ${v}`);
    }
    expect(found).toEqual([]);
  });
}
