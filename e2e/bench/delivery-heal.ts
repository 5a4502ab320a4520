/**
 * Figures of open tabs healing: time from the
 * click on Retry to the remote's page shown, in Chromium on the production build, for each remote
 * 1. after a redeploy: the running version's page chunks gone (panel), then a new version live;
 * 2. after its origin hung: script requests held (panel at the load limit), then answered again.
 * Tabs as in e2e/tests/delivery-heal.spec.ts: every remote of the runtime manifest, data saver on
 * (nothing preloaded), the page of the remote listed before it opened first; each remote's page is
 * its first sidebar link (support/remote-pages.ts).
 *
 *   pnpm --filter @pulse/e2e bench:heal   (after `pnpm build`; starts its own servers)
 *
 * BENCH_RUNS (default 3) runs per remote and case. Servers on the e2e ports (PULSE_E2E_PORT_BASE).
 */
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from './lib/browser';
import { buildVariant, extraPorts, serveGate, serveStatic } from '../support/extra-servers';
import { overrideRemote } from '../support/remote-checks';
import {
  remoteContent,
  sidebarLink,
  sidebarLinkPerRemote,
  type RemoteLink,
} from '../support/remote-pages';
import { healCases, type HealCase } from '../support/runtime-remotes';
import {
  REMOTE_NAMES,
  repoRoot,
  shellUrl,
  startProduct,
  stateDir,
  stopAllServers,
} from '../support/servers';
import { saveData, signIn } from '../support/session';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const cases = healCases(REMOTE_NAMES);
type Case = HealCase;
let links = new Map<string, RemoteLink>();
const linkOf = (remote: string) => links.get(remote) as RemoteLink;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

type State = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

/** A signed-in tab on `first`, the remote under test served from `manifestUrl`, data saver on. */
async function openTab(browser: Browser, state: State, c: Case, manifestUrl: string) {
  const context = await browser.newContext({ baseURL: shellUrl, storageState: state });
  const page = await context.newPage();
  await overrideRemote(page, c.remote, manifestUrl);
  await saveData(page);
  await page.goto(linkOf(c.first).path);
  await remoteContent(page, c.first).waitFor({ timeout: 60_000 });
  await sidebarLink(page, linkOf(c.remote)).waitFor({ timeout: 60_000 });
  return { page, close: () => context.close() };
}

const panel = (page: Page) => page.getByText('This section could not be loaded');

/** Clicks Retry and returns the time until the page under test shows (ms). */
async function retryToPage(page: Page, c: Case): Promise<number> {
  const started = performance.now();
  await page.getByRole('button', { name: 'Retry' }).click();
  await remoteContent(page, c.remote).waitFor({ timeout: 60_000 });
  return performance.now() - started;
}

async function afterRedeploy(browser: Browser, state: State, c: Case, next: string) {
  const live = path.join(stateDir, `bench-heal-${c.remote}`);
  rmSync(live, { recursive: true, force: true });
  mkdirSync(live, { recursive: true });
  cpSync(path.join(repoRoot, 'apps', c.remote, 'dist'), live, { recursive: true });
  const origin = await serveStatic(live, extraPorts.redeploy);
  const tab = await openTab(browser, state, c, `${origin.url}/mf-manifest.json`);
  try {
    rmSync(path.join(live, 'static', 'js', 'async'), { recursive: true, force: true });
    await sidebarLink(tab.page, linkOf(c.remote)).click();
    await panel(tab.page).waitFor({ timeout: 60_000 });
    rmSync(live, { recursive: true, force: true });
    cpSync(next, live, { recursive: true });
    return await retryToPage(tab.page, c);
  } finally {
    await tab.close();
    await origin.stop();
  }
}

async function afterHang(browser: Browser, state: State, c: Case) {
  const upstream = await serveStatic(
    path.join(repoRoot, 'apps', c.remote, 'dist'),
    extraPorts.gateUpstream,
  );
  const gate = await serveGate(upstream, extraPorts.gate);
  const tab = await openTab(browser, state, c, `${gate.url}/mf-manifest.json`);
  try {
    gate.hold();
    await sidebarLink(tab.page, linkOf(c.remote)).dispatchEvent('click');
    await panel(tab.page).waitFor({ timeout: 60_000 });
    gate.release();
    return await retryToPage(tab.page, c);
  } finally {
    await tab.close();
    await gate.stop();
    await upstream.stop();
  }
}

async function main() {
  console.log(`load average at start: ${load()}`);
  // The product first: it starts on a fresh state folder, where the variants are then built.
  await startProduct();
  const variants = Object.fromEntries(
    cases.map((c) => [
      c.remote,
      buildVariant(c.remote, `${c.remote}-bench-heal`, { MF_BUILD_VERSION: '9.0.0-bench' }),
    ]),
  );
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ baseURL: shellUrl });
    const page = await context.newPage();
    await signIn(page, undefined, '', { waitForPreloads: false });
    const state = await context.storageState();
    links = await sidebarLinkPerRemote(page, REMOTE_NAMES);
    await context.close();
    console.log('| remote | Retry → page after a redeploy | Retry → page after a hang |');
    console.log('| --- | --- | --- |');
    for (const c of cases) {
      const redeploy: number[] = [];
      const hang: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        redeploy.push(await afterRedeploy(browser, state, c, variants[c.remote] ?? ''));
        hang.push(await afterHang(browser, state, c));
      }
      console.log(
        `| ${c.remote} | ${seconds(median(redeploy))} (${redeploy.map(seconds).join(', ')}) | ` +
          `${seconds(median(hang))} (${hang.map(seconds).join(', ')}) |`,
      );
    }
  } finally {
    await browser.close();
    await stopAllServers();
  }
  console.log(`load average at end: ${load()}`);
}

await main();
