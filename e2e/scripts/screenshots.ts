/**
 * Saves a screenshot of every screen (e2e/support/routes.ts) at each width of `widths` (1440 and
 * 1280 px laptops, a 390 px phone), signed out and signed in as the demo customer, with a report's
 * and a case's detail and two monitored subjects, from the production build on its own servers:
 *
 *   pnpm --filter @pulse/e2e screenshots        (after `pnpm build`)
 *
 * Files: e2e/screenshots/<width>/<screen>.png (git-ignored: regenerated, not reviewed in diffs).
 * Full-page captures, so a phone screenshot shows whether anything is wider than the screen.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import globalSetup from '../global-setup';
import globalTeardown from '../global-teardown';
import { launchChromium } from '../bench/lib/browser';
import {
  casePath,
  openScreen,
  protectedRoutes,
  publicRoutes,
  reportPath,
  widths,
} from '../support/routes';
import { monitorPeople } from '../support/screening';
import { shellUrl } from '../support/servers';
import { demoUser, sessionOf } from '../support/session';

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots');

async function signIn(page: Page): Promise<void> {
  await page.goto(shellUrl);
  await page.getByRole('textbox', { name: /email/i }).fill(demoUser.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoUser.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

async function shoot(page: Page, dir: string, name: string): Promise<void> {
  // Let charts and fonts settle; animations are off (reducedMotion) so a frame is enough.
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

async function main() {
  rmSync(outDir, { recursive: true, force: true });
  let detail: { report: string; case: string } | undefined;
  await globalSetup();
  const browser = await launchChromium();
  try {
    for (const size of widths) {
      const dir = path.join(outDir, String(size.width));
      mkdirSync(dir, { recursive: true });
      const context = await browser.newContext({
        baseURL: shellUrl,
        viewport: { width: size.width, height: size.height },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      for (const route of publicRoutes) {
        await openScreen(page, route.path, route.ready);
        await shoot(page, dir, route.name);
      }
      await signIn(page);
      if (!detail) {
        const user = await sessionOf(page);
        await monitorPeople(page.request, {
          authorization: `Bearer ${user.token}`,
          licensekey: user.apiKey,
        });
        detail = { report: await reportPath(page), case: await casePath(page) };
      }
      for (const route of [
        ...protectedRoutes,
        { name: 'report-detail', path: detail.report, ready: 'Transaction Metadata' },
        { name: 'case-detail', path: detail.case, ready: 'Matches' },
      ]) {
        await openScreen(page, route.path, route.ready);
        await shoot(page, dir, route.name);
      }
      // The phone's navigation drawer, open.
      if (size.width < 992) {
        await page.goto('/dashboard');
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('link', { name: 'License Key' }).waitFor();
        await shoot(page, dir, 'drawer-open');
      }
      await context.close();
    }
    console.log(`screenshots saved to ${path.relative(process.cwd(), outDir)}`);
  } finally {
    await browser.close();
    await globalTeardown();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
