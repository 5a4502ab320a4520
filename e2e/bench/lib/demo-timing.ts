/**
 * Demo remote: time from the click on Submit of the IP Lookup form (/demo/ip) until the result
 * modal shows the status. Each run is a real lookup through the API (engine, metering, report).
 */
import type { Browser } from '@playwright/test';
import { signedInContext, type BrowserState } from './product';
import { armClickClock, medianP90, msFromClick, sample } from './timing';

export async function measureDemo(
  browser: Browser,
  state: BrowserState,
  runs: number,
): Promise<void> {
  const context = await signedInContext(browser, state);
  try {
    const page = await context.newPage();
    await page.goto('/demo/ip');
    const form = page.getByRole('form', { name: 'IP Lookup' });
    await form.waitFor({ timeout: 60_000 });
    const ip = form.getByRole('textbox', { name: /^IP Address/ });
    const submit = form.getByRole('button', { name: 'Submit' });
    // Two warm-up lookups: the first one may wait for the engines' data to load.
    const samples = await sample(runs, 2, async (i) => {
      await ip.fill(`8.8.${i % 250}.${(i * 7) % 250}`);
      await armClickClock(page);
      await submit.click();
      const ms = await msFromClick(page, { selectors: ['[data-testid="result-status"]'] });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      return ms;
    });
    console.log('\n| Demo | figure |');
    console.log('|---|---|');
    console.log(`| IP Lookup: Submit click → result modal visible | ${medianP90(samples)} |`);
  } finally {
    await context.close();
  }
}
