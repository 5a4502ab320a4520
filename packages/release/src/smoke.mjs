/**
 * The release canary (docs/delivery.md, "Release and rollback"): a headless Chromium signs in to
 * the live shell on the origin, opens the pages of the app being released and fails on a page that
 * does not show its content, a section panel (could not be loaded, not compatible) or any console
 * error. Before the switch it runs the candidate inside the live shell by answering the page's
 * `remotes.json` (a remote) or its HTML (a shell) with the candidate's; after the switch it runs
 * against what is live.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './origin.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');

/**
 * The static server the canary serves a local origin with: scripts/serve-static.mjs, or in the
 * release image its bundle beside the release bundle (deploy/bundle.mjs), since the image holds no
 * repository.
 */
function serveStaticScript() {
  const bundled = path.join(here, 'serve-static.mjs');
  return existsSync(bundled) ? bundled : path.join(repoRoot, 'scripts', 'serve-static.mjs');
}

/**
 * The pages to open, and what shows each one rendered, when a remote's declaration cannot be read
 * in the page: a shell before 1.11, which reads none of the four first remotes' `./routes` (ADR
 * 0054). Frozen; a remote added since has only its declaration.
 */
const PAGES_BEFORE_ROUTES = {
  account: [
    { path: '/dashboard', role: 'heading', name: 'Dashboard' },
    { path: '/license-key', role: 'textbox', name: 'API Key' },
  ],
  reports: [{ path: '/reports', role: 'heading', name: 'Transaction Reports' }],
  demo: [{ path: '/demo', role: 'heading', name: 'Service Demo' }],
  billing: [{ path: '/billing', role: 'heading', name: 'Billing' }],
  screening: [{ path: '/batches', role: 'heading', name: 'Batches' }],
};

/**
 * The pages a remote declares in its `./routes` (docs/delivery.md "Routes"), read through the
 * signed-in page's own federation runtime, so the canary opens what the shell routes, from the
 * build being released, once the shell's sidebar is no longer busy (every declaration read or
 * failed; a shell before that mark is not waited for): one path per exposed page, without a path
 * parameter (`reports/:id`) and with a trailing `/*` dropped. What shows a page rendered is a heading inside its remote's frame
 * in the shell (`data-remote`, there once the page's code ran).
 * @param {import('playwright-core').Page} page signed in, on a page inside the main layout
 * @param {string} remote
 * @returns {Promise<{ path: string, title: string }[] | null>} null when the remote's build
 *   declares no routes (a release before ADR 0054) or the runtime is not there
 */
export async function declaredPages(page, remote) {
  await page.locator('nav[aria-label="Main navigation"]:not([aria-busy="true"])').waitFor();
  const routes = await page.evaluate(async (name) => {
    const instances = globalThis.__FEDERATION__?.__INSTANCES__ ?? [];
    const host = instances.find((instance) => instance.name === 'shell');
    // A remote the shell has not registered: one an older shell routes from its own table.
    if (!host?.options.remotes.some((known) => known.name === name)) return null;
    try {
      const module = await host.loadRemote(`${name}/routes`);
      return module?.remoteRoutes?.routes ?? null;
    } catch {
      return null;
    }
  }, remote);
  return routes ? pagesOf(routes) : null;
}

/**
 * One page per exposed page of `routes` (a remote's `remoteRoutes.routes`), each at a path with no
 * parameter. @returns `{ path, title }[]`, paths from `/`
 */
export function pagesOf(routes) {
  const seen = new Set();
  const pages = [];
  for (const route of routes) {
    const path = `/${String(route.path).replace(/\/\*$/, '').replace(/^\//, '')}`;
    if (path.includes(':') || path.includes('*') || seen.has(route.page)) continue;
    seen.add(route.page);
    pages.push({ path, title: route.title });
  }
  return pages;
}

/**
 * The checks of one remote's pages: its declared pages, or for a release built before it declared
 * any, the frozen list. @returns `{ path, name, shown }[]`: `shown(page)` finds what shows the page
 * rendered
 */
async function checksOf(page, remote) {
  const declared = await declaredPages(page, remote);
  if (declared)
    return declared.map(({ path, title }) => ({
      path,
      name: title,
      shown: (on) => on.locator(`[data-remote="${remote}"]`).getByRole('heading'),
    }));
  return (PAGES_BEFORE_ROUTES[remote] ?? []).map(({ path, role, name }) => ({
    path,
    name,
    shown: (on) => on.getByRole(role, { name, exact: true }),
  }));
}

/**
 * The remotes of REMOTES that the runtime manifest the signed-in page reads lists.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
async function listedRemotes(page) {
  const listed = await page.evaluate(() =>
    fetch('/remotes.json', { cache: 'no-cache' })
      .then((response) => response.json())
      .then(
        (manifest) => Object.keys(manifest),
        () => [],
      ),
  );
  return REMOTES.filter((name) => listed.includes(name));
}

/** The seeded customer (README), unless PULSE_SMOKE_EMAIL / PULSE_SMOKE_PASSWORD name another. */
const account = () => ({
  email: process.env.PULSE_SMOKE_EMAIL ?? 'demo@pulse-demo.com',
  password: process.env.PULSE_SMOKE_PASSWORD ?? 'Demo#2026pulse',
});

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/**
 * Makes sure the origin answers at `publicUrl`: an origin already served there (a CDN, a local
 * server) is used as is; a local public URL with nothing on it gets `scripts/serve-static.mjs`
 * for the time of the smoke, proxying `/api` to `api`.
 * @returns a stop function (a no-op when the server was already there)
 */
export async function ensureOrigin(origin, publicUrl, api) {
  if (await answers(publicUrl)) return async () => {};
  const url = new URL(publicUrl);
  if (!['localhost', '127.0.0.1'].includes(url.hostname) || !url.port) {
    throw new Error(`the origin does not answer at ${publicUrl}`);
  }
  const child = spawn(
    process.execPath,
    [
      serveStaticScript(),
      origin,
      url.port,
      '--spa',
      '--api',
      api,
      '--remotes',
      path.join(origin, 'remotes.json'),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, HOST: '127.0.0.1' } },
  );
  const until = Date.now() + 30_000;
  while (!(await answers(publicUrl))) {
    if (Date.now() > until || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error(`could not serve the origin at ${publicUrl}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return () =>
    new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/**
 * Runs the smoke.
 * @param {object} options
 * @param {string} options.publicUrl where the origin answers (the live shell's page)
 * @param {string} options.app the app being released: its pages are opened (the shell: all)
 * @param {string} [options.version] the version whose `data-remote-version` each page must show
 * @param {{ remotes?: Record<string, string>, shellPage?: string }} [options.candidate] the runtime
 *   manifest and/or shell page (file) to answer instead of the live ones
 * @param {number} [options.timeoutMs] per page, default 20 s
 * @returns {Promise<string[]>} the problems found; empty when the app passed
 */
export async function smoke({ publicUrl, app, version, candidate = {}, timeoutMs = 20_000 }) {
  // Loaded on use: rollback and status never start a browser.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.PULSE_CHROMIUM ?? '/usr/bin/chromium',
    // A page answered by the route below has no network address, so Chromium's Local Network
    // Access would treat it as public and block its loads from a local origin.
    args: ['--disable-features=LocalNetworkAccessChecks'],
  });
  const problems = [];
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(timeoutMs);
    const errors = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      // The browser's own favicon request: the origin's root has none (the shell's is under
      // shell/<version>/), which is not the app failing.
      if (url && new URL(url).pathname === '/favicon.svg') return;
      errors.push(
        url && message.text().startsWith('Failed to load')
          ? `${message.text()} ${url}`
          : message.text(),
      );
    });
    page.on('pageerror', (error) => errors.push(error.message));
    if (candidate.remotes) {
      await page.route('**/remotes.json', (route) =>
        route.fulfill({ json: candidate.remotes, headers: { 'cache-control': 'no-cache' } }),
      );
    }
    if (candidate.shellPage && existsSync(candidate.shellPage)) {
      const html = readFileSync(candidate.shellPage, 'utf8');
      await page.route(
        (url) => url.origin === new URL(publicUrl).origin && !path.extname(url.pathname),
        async (route) => {
          if (route.request().resourceType() !== 'document') return route.fallback();
          // The live page's headers (its Content-Security-Policy) with the candidate's HTML; before
          // the first shell release the origin has no page and answers 404.
          const response = await route.fetch();
          await route.fulfill({ response, status: 200, contentType: 'text/html', body: html });
        },
      );
    }
    const base = publicUrl.replace(/\/$/, '');
    await page.goto(`${base}/`);
    const { email, password } = account();
    await page.getByRole('textbox', { name: /email/i }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    // A shell is checked with the remotes live beside it (the runtime manifest the page reads, the
    // candidate's or the origin's), as the compatibility gate checks them: a remote not released
    // yet has no pages to open.
    const remotes = app === 'shell' ? await listedRemotes(page) : [app];
    // Every declaration is read on the dashboard, inside the main layout, before a page without
    // it (a payment result page) is opened.
    const plan = [];
    for (const remote of remotes) plan.push({ remote, checks: await checksOf(page, remote) });
    for (const { remote, checks } of plan) {
      if (checks.length === 0) problems.push(`${remote}: no page to open (it declares none)`);
      for (const check of checks) {
        await page.goto(`${base}${check.path}`);
        try {
          await check.shown(page).first().waitFor();
        } catch {
          const panel = await page
            .getByRole('heading', { name: /could not be loaded|not compatible/ })
            .allTextContents();
          problems.push(`${check.path}: "${check.name}" did not show ${panel.join(' ')}`.trim());
          continue;
        }
        if (version && app !== 'shell') {
          const shown = await page
            .locator(`[data-remote="${remote}"]`)
            .first()
            .getAttribute('data-remote-version');
          if (shown !== version)
            problems.push(`${check.path}: ${remote} ${shown} ran, not ${version}`);
        }
      }
    }
    problems.push(...errors.map((error) => `console error: ${error.split('\n')[0]}`));
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  } finally {
    await browser.close();
  }
  // The first few distinct problems: one broken load repeats on every page.
  const distinct = [...new Set(problems)];
  return distinct.length > 6
    ? [...distinct.slice(0, 6), `and ${distinct.length - 6} more`]
    : distinct;
}
