import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import satisfies from 'semver/functions/satisfies.js';
import { extraPorts, serveStatic, type StaticServer } from '../support/extra-servers';
import { openFromNav } from '../support/nav';
import {
  collectErrors,
  overrideRemote,
  pageRemote,
  remotePageChecks,
  type RemotePageKey,
} from '../support/remote-checks';
import { repoRoot, stateDir } from '../support/servers';
import { signIn } from '../support/session';

/**
 * The N-1 matrix (docs/delivery.md, "Compatibility matrix"): the previous release of each remote
 * inside today's shell, and today's remotes inside the previous shell. scripts/compat-matrix.mjs
 * builds the previous releases from their tags (kept in .data/compat/ between runs).
 */
test.describe.configure({ timeout: 600_000 });

type Release = { version: string; ref: string; source: string; dist: string } | null;
type Matrix = Record<'shell' | 'account' | 'reports' | 'demo' | 'billing', Release>;

let matrix: Matrix;
const pages = Object.keys(remotePageChecks) as RemotePageKey[];

/** The workspace packages a shell provides: today's (files) or a release's (`ref`, from git). */
function providedBy(ref?: string): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const pkg of ['ui', 'auth', 'api-client', 'router']) {
    const file = `packages/${pkg}/package.json`;
    const text = ref
      ? execFileSync('git', ['show', `${ref}:${file}`], { cwd: repoRoot, encoding: 'utf8' })
      : readFileSync(path.join(repoRoot, file), 'utf8');
    versions[`@pulse/${pkg}`] = (JSON.parse(text) as { version: string }).version;
  }
  return versions;
}

/**
 * Whether a remote build's declared ranges refuse what a shell provides: the versions declare a
 * break, so the shell must refuse the remote in its panel instead of rendering it.
 */
function declaresBreak(dist: string, provides: Record<string, string>): boolean {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; requiredVersion?: string }[];
  };
  return manifest.shared.some((shared) => {
    const name = shared.name.split('/').slice(0, 2).join('/');
    const provided = provides[name];
    return Boolean(
      provided && shared.requiredVersion && !satisfies(provided, shared.requiredVersion),
    );
  });
}

test.beforeAll(() => {
  execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'compat-matrix.mjs'), 'build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    timeout: 540_000,
  });
  matrix = JSON.parse(readFileSync(path.join(repoRoot, '.data', 'compat', 'matrix.json'), 'utf8'));
});

/** The page renders with no console error, or, for a declared break, shows the refusal panel. */
async function expectPage(page: Page, key: RemotePageKey, errors: string[], refused: boolean) {
  if (!refused) {
    await openFromNav(page, key);
    expect(errors, `console errors on ${key}`).toEqual([]);
    return;
  }
  // The shell under test may be the previous one on its own origin: stay on the current origin.
  await page.goto(new URL(remotePageChecks[key].path, page.url()).toString());
  await expect(
    page.getByRole('heading', {
      name: 'This section is not compatible with this version of Pulse',
    }),
  ).toBeVisible();
}

for (const remote of ['account', 'reports', 'demo', 'billing'] as const) {
  test(`the previous release of ${remote} inside today's shell`, async ({ page }) => {
    const previous = matrix[remote];
    test.skip(!previous, `${remote} was never released: nothing older to test`);
    if (!previous) return;
    test.info().annotations.push({
      type: 'previous release',
      description: `${remote} ${previous.version} (${previous.source} ${previous.ref.slice(0, 10)})`,
    });
    const server: StaticServer = await serveStatic(previous.dist, extraPorts.previousRemote);
    try {
      await overrideRemote(page, remote, `${server.url}/mf-manifest.json`);
      await signIn(page);
      const errors = collectErrors(page);
      const refused = declaresBreak(previous.dist, providedBy());
      for (const key of pages.filter((name) => pageRemote[name] === remote)) {
        await expectPage(page, key, errors, refused);
      }
    } finally {
      await server.stop();
    }
  });
}

test("today's remotes inside the previous shell", async ({ page }) => {
  const previous = matrix.shell;
  test.skip(!previous, 'the shell was never released: nothing older to test');
  if (!previous) return;
  const remotesFile = path.join(stateDir, 'previous-shell-remotes.json');
  writeFileSync(remotesFile, readFileSync(path.join(stateDir, 'remotes.json')));
  const server = await serveStatic(previous.dist, extraPorts.previousShell, {
    spa: true,
    remotes: remotesFile,
  });
  try {
    await signIn(page, undefined, server.url);
    const errors = collectErrors(page);
    const provides = providedBy(previous.ref);
    for (const key of pages) {
      const dist = path.join(repoRoot, 'apps', pageRemote[key], 'dist');
      await expectPage(page, key, errors, declaresBreak(dist, provides));
    }
  } finally {
    await server.stop();
  }
});
