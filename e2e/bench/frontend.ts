/**
 * Front-end figures for docs/benchmarks.md, measured on the production build in Chromium:
 * - JS loaded by a route (sum of each script's gzip size, level 6 as a CDN would send it), split
 *   into the shell's share and each remote's share;
 * - time to first render of the sign-in page (navigation start → "Get Started" visible), median
 *   and p90 of fresh browser contexts.
 *
 *   pnpm --filter @pulse/e2e bench   (after `pnpm build`; starts its own servers)
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import globalSetup from '../global-setup';
import globalTeardown from '../global-teardown';
import { ports, shellUrl } from '../support/servers';
import { demoUser } from '../support/session';

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type JsTally = Record<string, number>;

/** Records every script response of the page, gzip-sized, keyed by the origin's app name. */
function tallyScripts(page: Page): JsTally {
  const tally: JsTally = {};
  const names = Object.fromEntries(Object.entries(ports).map(([name, port]) => [String(port), name]));
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    const app = names[url.port] ?? url.host;
    tally[app] = (tally[app] ?? 0) + gzipSync(body, { level: 6 }).length;
  });
  return tally;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  await globalSetup();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args });
  try {
    // JS of the sign-in page.
    {
      const context = await browser.newContext();
      const page = await context.newPage();
      const tally = tallyScripts(page);
      await page.goto(shellUrl, { waitUntil: 'networkidle' });
      console.log(`| JS loaded by / (gzip) | ${kb(Object.values(tally).reduce((a, b) => a + b, 0))} |`);
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
      const tally = tallyScripts(fresh);
      await fresh.goto(`${shellUrl}/license-key`, { waitUntil: 'networkidle' });
      await fresh.getByRole('textbox', { name: 'API Key' }).waitFor();
      const total = Object.values(tally).reduce((a, b) => a + b, 0);
      const detail = Object.entries(tally)
        .map(([app, bytes]) => `${app} ${kb(bytes)}`)
        .join(', ');
      console.log(`| JS loaded by /license-key on a fresh load (gzip) | ${kb(total)} (${detail}) |`);
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
      samples.sort((a, b) => a - b);
      const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
      console.log(`| Sign-in page first render, ${samples.length} fresh loads | median ${pick(0.5).toFixed(0)} ms, p90 ${pick(0.9).toFixed(0)} ms |`);
    }
  } finally {
    await browser.close();
    await globalTeardown();
  }
}

await main();
