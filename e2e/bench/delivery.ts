/**
 * Figures of independent delivery:
 * 1. one remote released end to end (`scripts/release.mjs release demo`: build, move into its
 *    version folder, switch the runtime manifest) against a full build of every app
 *    (`turbo run build --force`, no cache);
 * 2. a remote origin that accepts connections and never answers: time from the click on its page
 *    in the sidebar to the panel shown, in Chromium on the production build.
 *
 *   pnpm --filter @pulse/e2e bench:delivery   (after `pnpm build`; starts its own servers)
 *
 * BENCH_RUNS (default 3) timed runs of the release and the hanging origin; one full build.
 * BENCH_ONLY=hanging measures the hanging origin only.
 * Servers on the e2e ports (PULSE_E2E_PORT_BASE); the release goes to a temporary origin.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { launchChromium } from './lib/browser';
import { extraPorts, serveHanging } from '../support/extra-servers';
import { overrideRemote } from '../support/remote-checks';
import { repoRoot, shellUrl, startProduct, stopAllServers } from '../support/servers';
import { demoUser } from '../support/session';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const env = { ...process.env, COREPACK_INTEGRITY_KEYS: '0', TURBO_TELEMETRY_DISABLED: '1' };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function timed(command: string, args: string[]): number {
  const started = performance.now();
  execFileSync(command, args, { cwd: repoRoot, env, stdio: 'ignore' });
  return performance.now() - started;
}

function releaseRuns(): number[] {
  const origin = mkdtempSync(path.join(tmpdir(), 'pulse-bench-origin-'));
  try {
    return Array.from({ length: runs }, (_, i) =>
      timed(process.execPath, [
        'scripts/release.mjs',
        'release',
        'demo',
        '--version',
        `0.0.0-bench.${i}`,
        '--origin',
        origin,
      ]),
    );
  } finally {
    rmSync(origin, { recursive: true, force: true });
  }
}

async function hangingRuns(): Promise<number[]> {
  await startProduct();
  const hanging = await serveHanging(extraPorts.hanging);
  const browser = await launchChromium();
  try {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const page = await browser.newPage({ baseURL: shellUrl });
      await overrideRemote(page, 'billing', `${hanging.url}/mf-manifest.json`);
      // Signed in through the form, with a generous wait: the bench may share a loaded machine.
      await page.goto('/');
      await page.getByRole('textbox', { name: /email/i }).fill(demoUser.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoUser.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      // Polled, as signIn does: sign-in replaces one navigation with another, which waitForURL
      // reports as aborted.
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 60_000 });
      const started = performance.now();
      await page.getByRole('navigation').getByRole('link', { name: 'Billing' }).click();
      await page.getByText('This section could not be loaded').waitFor({ timeout: 30_000 });
      times.push(performance.now() - started);
      // A remotes.json still being rewritten by the override must not fail the run at close.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.close();
    }
    return times;
  } finally {
    await browser.close();
    await hanging.stop();
    await stopAllServers();
  }
}

async function main() {
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  if (process.env.BENCH_ONLY !== 'hanging') {
    const release = releaseRuns();
    console.log(
      `release demo end to end: ${release.map(seconds).join(', ')} (median ${seconds(median(release))})`,
    );
    const full = timed('pnpm', ['turbo', 'run', 'build', '--force', '--output-logs=none']);
    console.log(`full build of every app and package (turbo --force): ${seconds(full)}`);
  }
  const hanging = await hangingRuns();
  console.log(
    `hanging origin → panel: ${hanging.map(seconds).join(', ')} (median ${seconds(median(hanging))})`,
  );
  console.log(
    `load average at end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
}

await main();
