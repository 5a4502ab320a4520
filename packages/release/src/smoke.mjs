/**
 * The release canary (docs/delivery.md, "Release and rollback"): a headless Chromium signs in to
 * the live shell on the origin, opens every page of its sidebar (what the remotes declare) and
 * fails when the app being released shows no page, on a section panel (could not be loaded, not
 * compatible) and on a console error from sign-in or the app's pages. Before the switch it runs the candidate inside the live shell by answering the page's
 * `remotes.json` (a remote) or its HTML (a shell) with the candidate's; after the switch it runs
 * against what is live.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * The remotes the runtime manifest the signed-in page reads lists.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
function listedRemotes(page) {
  return page.evaluate(() =>
    fetch('/remotes.json', { cache: 'no-cache' })
      .then((response) => response.json())
      .then(
        (manifest) => Object.keys(manifest),
        () => [],
      ),
  );
}

/**
 * @typedef {object} ShownPage one sidebar page the smoke opened
 * @property {string} path
 * @property {string} remote the remote whose frame the page rendered; '' for a section panel
 * @property {string | null} [version] the frame's `data-remote-version`
 * @property {string} [panel] the panel's heading when a section panel showed
 */

/**
 * What the smoke finds wrong in the pages it opened: a section panel (down, refused), a remote
 * under check that no page showed, a page of the released remote running another version.
 * @param {{ remotes: string[], pages: ShownPage[], app: string, version?: string }} input the
 *   remotes whose pages must show, the pages opened, the app released and its version
 * @returns {string[]} the problems, in page order
 */
export function pageProblems({ remotes, pages, app, version }) {
  const problems = [];
  for (const shown of pages) {
    if (!shown.remote) {
      problems.push(`${shown.path}: the section did not show ${shown.panel ?? ''}`.trim());
    } else if (version && app !== 'shell' && shown.remote === app && shown.version !== version) {
      problems.push(`${shown.path}: ${app} ${shown.version} ran, not ${version}`);
    }
  }
  for (const remote of remotes) {
    if (!pages.some((shown) => shown.remote === remote)) {
      problems.push(`no page of ${remote} showed: no sidebar link opens it`);
    }
  }
  return problems;
}

/** The sidebar links of a signed-in page (paths), in sidebar order. */
function sidebarPaths(page) {
  return page
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) =>
      links.flatMap((link) => {
        const href = link.getAttribute('href');
        return href && href !== '/' ? [new URL(href, location.href).pathname] : [];
      }),
    );
}

/**
 * Opens every sidebar link of the signed-in page, a page load each, and notes which remote's frame
 * (remote-route.tsx) or which section panel each page showed: the pages come from what the remotes
 * declare and the shell shows, not from a list here. A remote's declared links appear once its
 * `./routes` loaded, so the sidebar is read again after each page.
 * @param {(shown: ShownPage) => void} onLeave called when the browser leaves a page (the next
 *   one starts loading, or the last one was opened): what the page logged is in by then
 * @returns {Promise<ShownPage[]>}
 */
async function openSidebarPages(page, base, onLeave) {
  const pages = [];
  const visited = new Set();
  for (;;) {
    const next = (await sidebarPaths(page)).find((path) => !visited.has(path));
    if (pages.length > 0) onLeave(pages[pages.length - 1]);
    if (!next) return pages;
    visited.add(next);
    await page.goto(`${base}${next}`);
    const shown = page.locator('[data-remote], [role="alert"]').first();
    await shown.waitFor({ state: 'attached' });
    const remote = (await shown.getAttribute('data-remote')) ?? '';
    pages.push(
      remote
        ? { path: next, remote, version: await shown.getAttribute('data-remote-version') }
        : {
            path: next,
            remote,
            panel: (await shown.getByRole('heading').allTextContents()).join(' '),
          },
    );
  }
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
    // Console errors count from sign-in and from the pages of the remotes under check (or a panel,
    // which may be theirs), not from another team's page.
    let counted = errors.length;
    const shownPages = await openSidebarPages(page, base, (shown) => {
      if (shown.remote && !remotes.includes(shown.remote)) errors.length = counted;
      counted = errors.length;
    });
    problems.push(...pageProblems({ remotes, pages: shownPages, app, version }));
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
