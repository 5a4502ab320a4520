/**
 * First contentful paint of the sign-in page (`/`), two shell builds side by side in one run, with
 * a throttled profile (Chromium over CDP: CPU 4× slower, DevTools' "Fast 3G" network: 562.5 ms
 * round trip, 1.44 Mbit/s down, 675 kbit/s up), cache empty on every load. Loads alternate between
 * the builds so that the machine's load weighs on both alike.
 *
 *   pnpm --filter @pulse/e2e bench:first-paint -- --old <shell dist> [--new <shell dist>]
 *
 * `--new` defaults to apps/shell/dist. The old build is any other shell build, e.g. main's:
 *   git worktree add --detach /tmp/pulse-main main && cd /tmp/pulse-main \
 *     && pnpm install --frozen-lockfile --offline && pnpm turbo run build --filter=@pulse/shell
 * Each build is served by scripts/serve-static.mjs --spa on PULSE_E2E_PORT_BASE+10 and +11
 * (default 3110/3111); no API is needed for the sign-in page. BENCH_RUNS (default 10) loads each.
 * Printed per build: median and p90 of first contentful paint, of "Get Started" visible, and of
 * the `pulse:interactive` mark (builds that set it).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { repoRoot } from '../support/servers';
import { launchChromium } from './lib/browser';
import { medianP90, msFromNavigation } from './lib/timing';

const runs = Number(process.env.BENCH_RUNS ?? 10);
const base = Number(process.env.PULSE_E2E_PORT_BASE ?? 3100);

/** DevTools' "Fast 3G" preset (bytes per second, milliseconds). */
const FAST_3G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i === -1 ? undefined : process.argv[i + 1];
}

async function serve(dist: string, port: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts', 'serve-static.mjs'), dist, String(port), '--spa'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  child.kill();
  throw new Error(`${dist} did not start on port ${port}`);
}

interface Sample {
  fcp: number;
  visible: number;
  interactive: number | null;
}

async function loadOnce(browser: Browser, origin: string): Promise<Sample> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(origin, { waitUntil: 'commit' });
    const visible = await msFromNavigation(page, { headings: ['Get Started'] }, 120_000);
    const fcp = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false,
      undefined,
      { timeout: 120_000 },
    );
    // Only a build that prerenders sets the mark: do not wait for it on an older one.
    const marks = await page.evaluate(
      () => document.querySelector('#root[data-prerendered]') !== null,
    );
    const interactive = !marks
      ? null
      : await page
          .waitForFunction(
            () => performance.getEntriesByName('pulse:interactive')[0]?.startTime ?? false,
            undefined,
            { timeout: 60_000 },
          )
          .then((handle) => handle.jsonValue() as Promise<number>)
          .catch(() => null);
    return { fcp: (await fcp.jsonValue()) as number, visible, interactive };
  } finally {
    await context.close();
  }
}

async function main() {
  const oldDist = arg('--old');
  const newDist = arg('--new') ?? path.join(repoRoot, 'apps', 'shell', 'dist');
  if (!oldDist) throw new Error('usage: bench:first-paint -- --old <shell dist> [--new <dist>]');
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`load average at start: ${load()}`);
  const builds = [
    { name: 'old', dist: path.resolve(oldDist), port: base + 10 },
    { name: 'new', dist: path.resolve(newDist), port: base + 11 },
  ];
  const servers = await Promise.all(builds.map((b) => serve(b.dist, b.port)));
  const browser = await launchChromium();
  const samples: Record<string, Sample[]> = { old: [], new: [] };
  try {
    // One warm-up each (server and browser start), then alternate.
    for (const b of builds) await loadOnce(browser, `http://localhost:${b.port}/`);
    for (let i = 0; i < runs; i += 1) {
      for (const b of i % 2 === 0 ? builds : [...builds].reverse()) {
        samples[b.name]?.push(await loadOnce(browser, `http://localhost:${b.port}/`));
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }
  console.log(
    `\nThrottled: CPU ${CPU_SLOWDOWN}× slower, Fast 3G (562.5 ms RTT, 1.44 Mbit/s down), empty cache`,
  );
  console.log('| build | first contentful paint | "Get Started" visible | interactive |');
  console.log('|---|---|---|---|');
  for (const b of builds) {
    const s = samples[b.name] ?? [];
    const interactive = s.flatMap((x) => (x.interactive === null ? [] : [x.interactive]));
    console.log(
      `| ${b.name} (${path.relative(repoRoot, b.dist) || b.dist}) | ${medianP90(s.map((x) => x.fcp))} | ${medianP90(s.map((x) => x.visible))} | ${interactive.length ? medianP90(interactive) : 'no mark'} |`,
    );
  }
  console.log(`\nload average at end: ${load()}`);
}

await main();
