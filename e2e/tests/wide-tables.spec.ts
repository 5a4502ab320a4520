/**
 * Wide tables and the filter bar at the widths they broke: the audit log at 1440 and 1280 px shows
 * every column (Device included) and its filter fields side by side without overlap; Data sources at
 * 390 px scrolls sideways inside a labelled, focusable region that shades the edge with more to see,
 * and scrolls with the keyboard. Screenshots of both go to PULSE_E2E_SCREENS when it is set.
 */
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openScreen } from '../support/routes';
import { signIn } from '../support/session';

const screensDir = process.env.PULSE_E2E_SCREENS;

async function screenshot(page: Page, name: string): Promise<void> {
  if (screensDir) await page.screenshot({ path: path.join(screensDir, name), fullPage: true });
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** Whether two boxes share any area (touching edges do not count). */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) =>
  a.x < b.x + b.width - 0.5 &&
  b.x < a.x + a.width - 0.5 &&
  a.y < b.y + b.height - 0.5 &&
  b.y < a.y + a.height - 0.5;

test.describe('wide tables', () => {
  test.setTimeout(180_000);

  for (const size of [
    { width: 1440, height: 900 },
    { width: 1280, height: 720 },
  ]) {
    test(`audit log at ${size.width} px: every column in view, filters side by side without overlap`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await signIn(page);
      await openScreen(page, '/settings/audit-log', 'Apply filters');
      const table = page.getByRole('table', { name: 'Audit log' });
      await expect(table.getByRole('row').nth(1)).toBeVisible();

      // The table fits its container: the Device column ends inside the visible area.
      const scroller = page.locator('[data-scroll-region]').filter({ has: table });
      const fits = await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth + 1);
      expect(fits, 'the audit log table is wider than its container').toBe(true);
      const device = await box(table.getByRole('columnheader', { name: 'Device' }));
      const visible = await box(scroller);
      expect(device.x + device.width).toBeLessThanOrEqual(visible.x + visible.width + 1);

      // No field of the filter bar covers another.
      const form = page.getByRole('form', { name: 'Filter the audit log' });
      const fields = [
        form.getByRole('combobox', { name: 'Action' }),
        form.getByRole('textbox', { name: 'Actor e-mail' }),
        form.getByLabel('From'),
        form.getByLabel('To', { exact: true }),
      ];
      const boxes = await Promise.all(fields.map(box));
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b, k) => {
          expect(overlap(a, b), `filter fields ${i} and ${i + 1 + k} overlap`).toBe(false);
        }),
      );

      if (size.width === 1440) await screenshot(page, 'audit-log-1440.png');
    });
  }

  test('Data sources at 390 px: a labelled region that scrolls, shows it, and scrolls by keyboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await openScreen(page, '/data-sources', 'Lists');
    const region = page.getByRole('region', { name: 'Data sources' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.getByRole('table', { name: 'Data sources' })).toBeVisible();
    const frame = region.locator('xpath=..');

    // At the start: the right edge is shaded (more to see), the left is not.
    await expect(frame).toHaveAttribute('data-scroll-end', '');
    await expect(frame).not.toHaveAttribute('data-scroll-start', '');
    const shade = (side: 'before' | 'after') =>
      frame.evaluate((el, s) => getComputedStyle(el, `::${s}`).opacity, side);
    await expect.poll(() => shade('after')).toBe('1');
    expect(await shade('before')).toBe('0');
    await screenshot(page, 'data-sources-390.png');

    // The keyboard reaches it and scrolls it; then the left edge is shaded too.
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expect(frame).toHaveAttribute('data-scroll-start', '');
    await expect.poll(() => shade('before')).toBe('1');
    await screenshot(page, 'data-sources-390-scrolled.png');
  });
});
