/**
 * The JS budget of the sign-in page (issue "Performance"): the JavaScript the
 * page downloads before it is interactive, gzip level 6 as a CDN sends it, at most 150 KB.
 * The page is hydrated by the
 * public pages' light entry.
 * "Interactive" is the `pulse:interactive` mark, set once the first render (here: the hydration of
 * the prerendered page) is committed and its handlers work; scripts requested after it (the toast
 * library with the first toast, idle work) do not count.
 */
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { waitForInteractive } from '../support/session';

const BUDGET_KB = 150;

test(`the sign-in page needs at most ${BUDGET_KB} KB of JavaScript before it is interactive`, async ({
  page,
}) => {
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.endsWith('.js')) return;
    sizes.set(
      response.url(),
      response.body().then((body) => gzipSync(body, { level: 6 }).length),
    );
  });
  await page.goto('/');
  await waitForInteractive(page);
  const needed = await page.evaluate(() => {
    const interactive = performance.getEntriesByName('pulse:interactive')[0]?.startTime ?? 0;
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .filter((entry) => entry.startTime < interactive)
      .map((entry) => entry.name);
  });
  expect(needed.length).toBeGreaterThan(0);
  await expect.poll(() => needed.every((url) => sizes.has(url))).toBe(true);
  const bytes = (await Promise.all(needed.map((url) => sizes.get(url) ?? 0))).reduce(
    (sum, size) => sum + size,
    0,
  );
  const kb = bytes / 1024;
  test.info().annotations.push({
    type: 'JS before interactive (gzip)',
    description: `${kb.toFixed(1)} KB in ${needed.length} scripts`,
  });
  expect(kb, `${kb.toFixed(1)} KB in ${needed.length} scripts`).toBeLessThanOrEqual(BUDGET_KB);
});
