import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import satisfies from 'semver/functions/satisfies.js';
import { runtimeProblem, shellRuntime } from '../../packages/release/src/federation-runtime.mjs';
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
 * finds "previous" (the origin's live or last release, a release tag, else the newest earlier
 * version in git history: never today's) and builds it (kept in .data/compat/ between runs).
 * PULSE_COMPAT_APPS=demo,… keeps only those remotes' rows (an app's gate).
 */
test.describe.configure({ timeout: 600_000 });

type Release = {
  version: string;
  current: string;
  ref: string;
  source: string;
  dist: string;
} | null;
type Matrix = Record<'shell' | 'account' | 'reports' | 'demo' | 'billing', Release>;

let matrix: Matrix;
const pages = Object.keys(remotePageChecks) as RemotePageKey[];

const only = (process.env.PULSE_COMPAT_APPS ?? '').split(',').filter(Boolean);
const selected = (remote: string) => only.length === 0 || only.includes(remote);

type BuildManifest = {
  shared: { name: string; version?: string; requiredVersion?: string | false; assets?: unknown }[];
};
const readBuildManifest = (dist: string) =>
  JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as BuildManifest;

/** What a shell build really provides: its mf-manifest's shared module versions. */
function providedBy(shellDist: string): Record<string, string> {
  return Object.fromEntries(
    readBuildManifest(shellDist).shared.flatMap((shared) =>
      shared.version ? [[shared.name, shared.version]] : [],
    ),
  );
}

/**
 * Whether a remote build's declared ranges exclude what a shell build provides (semver, from the
 * two manifests): only then may the shell refuse it; any other refusal fails the matrix.
 */
function declaresBreak(dist: string, provides: Record<string, string>): boolean {
  return readBuildManifest(dist).shared.some((shared) => {
    const provided = provides[shared.name];
    return Boolean(
      provided &&
      typeof shared.requiredVersion === 'string' &&
      !satisfies(provided, shared.requiredVersion),
    );
  });
}

/**
 * The release gate's reason a shell build cannot run a remote build (packages/release/src/
 * federation-runtime.mjs): the remote takes its federation runtime from a shell that provides
 * none. Such a pair never goes live (the gate refuses the remote), so its row is not run.
 */
function gateRefusal(remoteDist: string, remote: string, shellDist: string, shellLabel: string) {
  const manifest = JSON.parse(readFileSync(path.join(remoteDist, 'mf-manifest.json'), 'utf8'));
  return runtimeProblem(remote, manifest, shellRuntime(shellDist), shellLabel);
}

test.beforeAll(() => {
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'scripts', 'compat-matrix.mjs'),
      'build',
      ...only.flatMap((app) => ['--app', app]),
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 540_000,
    },
  );
  matrix = JSON.parse(readFileSync(path.join(repoRoot, '.data', 'compat', 'matrix.json'), 'utf8'));
  for (const [app, release] of Object.entries(matrix)) {
    if (release) {
      console.log(
        `N-1 matrix: ${app} ${release.current} (today) against ${release.version} (${release.source} ${release.ref.slice(0, 10)})`,
      );
    }
  }
});

const compared = (app: string, release: NonNullable<Release>) => ({
  type: 'compared',
  description: `${app} ${release.current} (today) against ${release.version} (${release.source} ${release.ref.slice(0, 10)})`,
});

/**
 * The page renders with no console error, or, for a declared break, shows the refusal panel.
 * @param broken remotes whose break is declared: the shell logs their refusal (when a page of theirs
 *   opens or a section is preloaded), which is the expected outcome, not an error of this page
 */
async function expectPage(
  page: Page,
  key: RemotePageKey,
  errors: string[],
  refused: boolean,
  broken: ReadonlySet<string> = new Set(),
) {
  if (!refused) {
    await openFromNav(page, key);
    const declaredRefusal = (error: string) =>
      [...broken].some((remote) => error.includes(`${remote} is not compatible with this shell`));
    expect(
      errors.filter((error) => !declaredRefusal(error)),
      `console errors on ${key}`,
    ).toEqual([]);
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
    test.skip(!selected(remote), `only ${only.join(', ')}`);
    const previous = matrix[remote];
    test.skip(!previous, `${remote} has no other release: nothing older to test`);
    if (!previous) return;
    expect(previous.version, 'previous is never today').not.toBe(previous.current);
    test.info().annotations.push(compared(remote, previous));
    const shellDist = path.join(repoRoot, 'apps', 'shell', 'dist');
    const refusal = gateRefusal(previous.dist, remote, shellDist, "today's shell");
    test.skip(Boolean(refusal), `refused by the release gate: ${refusal}`);
    const server: StaticServer = await serveStatic(previous.dist, extraPorts.previousRemote);
    try {
      await overrideRemote(page, remote, `${server.url}/mf-manifest.json`);
      await signIn(page);
      const errors = collectErrors(page);
      const refused = declaresBreak(
        previous.dist,
        providedBy(path.join(repoRoot, 'apps', 'shell', 'dist')),
      );
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
  test.skip(!previous, 'the shell has no other release: nothing older to test');
  if (!previous) return;
  expect(previous.version, 'previous is never today').not.toBe(previous.current);
  test.info().annotations.push(compared('shell', previous));
  const remotesFile = path.join(stateDir, 'previous-shell-remotes.json');
  writeFileSync(remotesFile, readFileSync(path.join(stateDir, 'remotes.json')));
  const server = await serveStatic(previous.dist, extraPorts.previousShell, {
    spa: true,
    remotes: remotesFile,
  });
  try {
    await signIn(page, undefined, server.url);
    const errors = collectErrors(page);
    const provides = providedBy(previous.dist);
    const breaks = (remote: string) =>
      declaresBreak(path.join(repoRoot, 'apps', remote, 'dist'), provides);
    const broken = new Set<string>(
      ['account', 'reports', 'demo', 'billing'].filter((remote) => breaks(remote)),
    );
    // A remote the gate refuses in this shell (it needs the shell's federation runtime) never
    // runs in it: its pages are left out, with the gate's reason.
    const refusedByGate = new Set<string>();
    for (const remote of ['account', 'reports', 'demo', 'billing'].filter(selected)) {
      const dist = path.join(repoRoot, 'apps', remote, 'dist');
      const label = `the previous shell ${previous.version}`;
      const refusal = gateRefusal(dist, remote, previous.dist, label);
      if (!refusal) continue;
      refusedByGate.add(remote);
      test.info().annotations.push({ type: 'refused by the release gate', description: refusal });
    }
    const checked = pages.filter(
      (name) => selected(pageRemote[name]) && !refusedByGate.has(pageRemote[name]),
    );
    test.skip(
      checked.length === 0,
      `every remote is refused by the release gate in the previous shell ${previous.version}`,
    );
    for (const key of checked) {
      await expectPage(page, key, errors, broken.has(pageRemote[key]), broken);
    }
  } finally {
    await server.stop();
  }
});
