/**
 * Front-end figures, measured on the production build in Chromium:
 * - JS loaded by a route (sum of each script's gzip size, level 6 as a CDN would send it), split
 *   into the shell's share and each remote's share;
 * - time to first render of the sign-in page (navigation start → "Get Started" visible), median
 *   and p90 of fresh browser contexts.
 *
 *   pnpm --filter @pulse/e2e bench   (after `pnpm build`; starts its own servers)
 */
import globalSetup from '../global-setup';
import globalTeardown from '../global-teardown';
import { shellUrl } from '../support/servers';
import { demoUser } from '../support/session';
import { ScriptRecorder, describeByApp, kb, launchChromium, tally } from './lib/browser';
import { percentile } from './lib/timing';

async function main() {
  await globalSetup();
  const browser = await launchChromium();
  try {
    // JS of the sign-in page.
    {
      const context = await browser.newContext();
      const page = await context.newPage();
      const recorder = new ScriptRecorder(page);
      await page.goto(shellUrl, { waitUntil: 'networkidle' });
      await recorder.settled();
      console.log(`| JS loaded by / (gzip) | ${kb(tally(recorder.scripts).total)} |`);
      await context.close();
    }
    // JS of /license-key after sign-in, shell versus account remote.
    {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(shellUrl);
      await page.getByRole('textbox', { name: /email/i }).fill(demoUser.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoUser.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/dashboard$/);
      const fresh = await context.newPage();
      const recorder = new ScriptRecorder(fresh);
      await fresh.goto(`${shellUrl}/license-key`, { waitUntil: 'networkidle' });
      await fresh.getByRole('textbox', { name: 'API Key' }).waitFor();
      await recorder.settled();
      const { total, byApp } = tally(recorder.scripts);
      console.log(
        `| JS loaded by /license-key on a fresh load (gzip) | ${kb(total)} (${describeByApp(byApp)}) |`,
      );
      await context.close();
    }
    // Time to first render of the sign-in page.
    {
      const samples: number[] = [];
      for (let i = 0; i < 15; i += 1) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.goto(shellUrl, { waitUntil: 'commit' });
        await page.getByText('Get Started').waitFor();
        samples.push(await page.evaluate(() => performance.now()));
        await context.close();
      }
      const pick = (q: number) => percentile(samples, q);
      console.log(
        `| Sign-in page first render, ${samples.length} fresh loads | median ${pick(0.5).toFixed(0)} ms, p90 ${pick(0.9).toFixed(0)} ms |`,
      );
    }
  } finally {
    await browser.close();
    await globalTeardown();
  }
}

await main();
