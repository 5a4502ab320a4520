import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import satisfies from 'semver/functions/satisfies.js';
import { runtimeProblem, shellRuntime } from '../../packages/release/src/federation-runtime.mjs';
import { extraPorts, serveStatic, type StaticServer } from '../support/extra-servers';
import { collectErrors, overrideRemote } from '../support/remote-checks';
import {
  remoteContent,
  sidebarLink,
  sidebarLinksByRemote,
  type RemoteLink,
} from '../support/remote-pages';
import { REMOTE_NAMES, repoRoot, stateDir } from '../support/servers';
import { signIn } from '../support/session';
import { scaled } from '../support/time';

/**
 * The N-1 matrix: the previous release of each remote
 * inside today's shell, and today's remotes inside the previous shell. scripts/compat-matrix.mjs
 * finds "previous" (the origin's live or last release, a release tag, else the newest earlier
 * version in git history: never today's) and builds it (kept in .data/compat/ between runs).
 * PULSE_COMPAT_APPS=demo,… keeps only those remotes' rows (an app's gate).
 */
test.describe.configure({ timeout: scaled(600_000) });

type Release = {
  version: string;
  current: string;
  ref: string;
  source: string;
  dist: string;
} | null;
/** The previous release of the shell and of each remote of the runtime manifest. */
type Matrix = Record<string, Release>;

let matrix: Matrix;
/** Each remote's pages: the sidebar links of today's shell that open it (remote-pages.ts). */
let pagesOf = new Map<string, RemoteLink[]>();

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
  // A hook has the project's bound, not the describe's: this one builds the previous releases.
  test.setTimeout(scaled(600_000));
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
      timeout: scaled(540_000),
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

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await signIn(page, undefined, '', { waitForPreloads: false });
  pagesOf = await sidebarLinksByRemote(page);
  await context.close();
});

/** The pages of `remote` in today's shell. @throws Error when it has none */
function pages(remote: string): RemoteLink[] {
  const links = pagesOf.get(remote) ?? [];
  if (links.length === 0) throw new Error(`today's shell shows no page of ${remote}`);
  return links;
}

/** Whether a remote declares its own routes (`./routes`): a shell older than that ignores it. */
const declaresRoutes = (remote: string) =>
  JSON.parse(
    readFileSync(path.join(repoRoot, 'apps', remote, 'dist', 'mf-manifest.json'), 'utf8'),
  ).exposes.some((expose: { name: string }) => expose.name === 'routes');

const compared = (app: string, release: NonNullable<Release>) => ({
  type: 'compared',
  description: `${app} ${release.current} (today) against ${release.version} (${release.source} ${release.ref.slice(0, 10)})`,
});

/**
 * The page of `remote` renders from the sidebar with no console error, or, for a declared break,
 * shows the refusal panel.
 * @param broken remotes whose break is declared: the shell logs their refusal (when a page of theirs
 *   opens or a section is preloaded), which is the expected outcome, not an error of this page
 */
async function expectPage(
  page: Page,
  remote: string,
  link: RemoteLink,
  errors: string[],
  refused: boolean,
  broken: ReadonlySet<string> = new Set(),
) {
  if (!refused) {
    await sidebarLink(page, link).click();
    await expect(remoteContent(page, remote), `${remote}: ${link.name}`).toBeVisible();
    await expect(page.getByText('This section could not be loaded')).toHaveCount(0);
    const declaredRefusal = (error: string) =>
      [...broken].some((name) => error.includes(`${name} is not compatible with this shell`));
    expect(
      errors.filter((error) => !declaredRefusal(error)),
      `console errors on ${link.name}`,
    ).toEqual([]);
    return;
  }
  // The shell under test may be the previous one on its own origin: stay on the current origin.
  await page.goto(new URL(link.path, page.url()).toString());
  await expect(
    page.getByRole('heading', {
      name: 'This section is not compatible with this version of Pulse',
    }),
  ).toBeVisible();
}

for (const remote of REMOTE_NAMES) {
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
      // A remote that declares its routes has the pages its release declares: read them from
      // the sidebar with that release in place (a refused one has none; its pages are today's).
      // Only links that can be its pages are opened: today's pages of it, and any link today's
      // shell does not show (a page only that release declares).
      const mine = new Set(pages(remote).map((link) => link.path));
      const known = new Set([...pagesOf.values()].flat().map((link) => link.path));
      const links = refused
        ? pages(remote)
        : ((
            await sidebarLinksByRemote(
              page,
              '',
              (link) => mine.has(link.path) || !known.has(link.path),
            )
          ).get(remote) ?? []);
      expect(links, `the pages of the previous ${remote}`).not.toEqual([]);
      for (const link of links) await expectPage(page, remote, link, errors, refused);
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
    const broken = new Set<string>(REMOTE_NAMES.filter((remote) => breaks(remote)));
    // A remote the gate refuses in this shell (it needs the shell's federation runtime) never
    // runs in it: its pages are left out, with the gate's reason.
    const refusedByGate = new Set<string>();
    for (const remote of REMOTE_NAMES.filter(selected)) {
      const dist = path.join(repoRoot, 'apps', remote, 'dist');
      const label = `the previous shell ${previous.version}`;
      const refusal = gateRefusal(dist, remote, previous.dist, label);
      if (!refusal) continue;
      refusedByGate.add(remote);
      test.info().annotations.push({ type: 'refused by the release gate', description: refusal });
    }
    const checked = REMOTE_NAMES.filter((remote) => selected(remote) && !refusedByGate.has(remote));
    test.skip(
      checked.length === 0,
      `every remote is refused by the release gate in the previous shell ${previous.version}`,
    );
    // What the previous shell shows, found from its own sidebar.
    const shownBy = await sidebarLinksByRemote(page, server.url);
    if (broken.size === 0) expect(shownBy.get('') ?? [], 'pages with a panel').toEqual([]);
    for (const remote of checked) {
      if (broken.has(remote)) {
        for (const link of pages(remote)) {
          await expectPage(page, remote, link, errors, true, broken);
        }
        continue;
      }
      const links = shownBy.get(remote) ?? [];
      if (links.length === 0 && declaresRoutes(remote)) {
        // A shell from before a remote could declare its routes ignores that remote.
        test.info().annotations.push({
          type: 'not in the previous shell',
          description: `${remote}: the previous shell reads no ./routes of it`,
        });
        continue;
      }
      expect(links, `the previous shell's pages of ${remote}`).not.toEqual([]);
      for (const link of links) await expectPage(page, remote, link, errors, false, broken);
    }
  } finally {
    await server.stop();
  }
});
