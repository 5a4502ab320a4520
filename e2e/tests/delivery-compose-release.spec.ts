import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { onHost } from '../../packages/release/src/compose-host.mjs';
import { serviceRuntime } from '../../packages/release/src/compose-runtime.mjs';
import { extraPorts, serveStatic, type StaticServer } from '../support/extra-servers';
import { apiUrl, repoRoot, stateDir } from '../support/servers';
import { signIn } from '../support/session';

// The compose `release` service releases a remote through the same gates as scripts/release.mjs:
// its own command (the bundled origin-release.mjs the
// image runs) with exactly the environment Compose gives it (compose-runtime.mjs, from
// compose.yaml and deploy/web.Dockerfile, PULSE_PUBLIC_URL set on the host as Compose reads it),
// container paths and the `api` host replaced by this machine's. The origin holds a live shell
// released by scripts/release.mjs; the image holds a demo alone (PULSE_APPS=demo), real builds.
test.describe.configure({ timeout: 600_000 });

const work = path.join(stateDir, 'compose-release');
/** The `origin` volume and the release image's /opt/pulse (the bundles deploy/bundle.mjs makes). */
const origin = path.join(work, 'origin');
const imageDir = path.join(work, 'opt-pulse');
const publicUrl = `http://localhost:${extraPorts.composeOrigin}`;
const LIVE_FILES = ['index.html', 'remotes.json', 'releases.json'];
const liveFiles = () =>
  Object.fromEntries(LIVE_FILES.map((name) => [name, readFileSync(path.join(origin, name))]));
const versionOf = (dir: string) =>
  (
    JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/**
 * The demo folder of an image built with PULSE_APPS=demo: `release.mjs release demo` into a folder
 * of its own, as deploy/web.Dockerfile's `apps` stage runs it (checks left out here: the gates
 * after them are under test), its origin files removed as there.
 * @param env more build environment: a fixture switch release.mjs would clear, so the demo is then
 *   built with release.mjs's build settings directly
 * @returns the image's built folder (PULSE_BUILT_DIR)
 */
function demoImage(name: string, version: string, env?: NodeJS.ProcessEnv): string {
  const built = path.join(work, name);
  const settings = { ...process.env, COREPACK_INTEGRITY_KEYS: '0' };
  if (env) {
    const outDir = path.join(built, 'demo', version);
    const result = spawnSync('pnpm', ['--filter', '@pulse/demo', 'exec', 'rsbuild', 'build'], {
      cwd: repoRoot,
      env: { ...settings, PULSE_OUT_DIR: outDir, MF_BUILD_VERSION: version, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    expect(result.status, `the ${name} build`).toBe(0);
    return built;
  }
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'scripts', 'release.mjs'),
      'release',
      'demo',
      '--version',
      version,
      '--origin',
      built,
      '--public-url',
      publicUrl,
      '--skip-smoke',
      '--skip-checks',
    ],
    { cwd: repoRoot, env: { ...settings, PULSE_SHARED_REQUIRE: '' }, stdio: 'ignore' },
  );
  for (const file of ['releases.json', 'remotes.json'])
    rmSync(path.join(built, file), { force: true });
  return built;
}

/** `docker compose run --rm release`: the service's own command against an image holding `built`. */
function composeRelease(built: string) {
  const runtime = serviceRuntime(repoRoot, 'release', { PULSE_PUBLIC_URL: publicUrl });
  const { argv, env } = onHost(runtime, {
    '/srv/origin': origin,
    '/opt/pulse/built': built,
    '/opt/pulse': imageDir,
    'http://api:4000': apiUrl,
  });
  const [program = process.execPath, ...args] = argv;
  // Docker gives the image's user its HOME; Chromium keeps its profile under it.
  const result = spawnSync(program, args, {
    env: { ...env, HOME: process.env.HOME ?? work },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** The demo version a signed-in page renders after a page load. */
async function demoVersionShown(page: Page): Promise<string | null> {
  await page.goto(`${publicUrl}/demo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service Demo' })).toBeVisible();
  await expect(page.getByText('not compatible')).toHaveCount(0);
  return page.locator('[data-remote="demo"]').first().getAttribute('data-remote-version');
}

let server: StaticServer;

test.beforeAll(async () => {
  // A hook has the project's bound, not the describe's: this one builds and releases.
  test.setTimeout(600_000);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(origin, { recursive: true });
  // The other remotes are already deployed elsewhere (the e2e ones), the demo among them.
  copyFileSync(path.join(stateDir, 'remotes.json'), path.join(origin, 'remotes.json'));
  server = await serveStatic(origin, extraPorts.composeOrigin, {
    spa: true,
    remotes: path.join(origin, 'remotes.json'),
  });
  execFileSync(
    process.execPath,
    [
      path.join(repoRoot, 'scripts', 'release.mjs'),
      'release',
      'shell',
      '--skip-checks',
      '--origin',
      origin,
      '--public-url',
      publicUrl,
    ],
    { cwd: repoRoot, env: { ...process.env, PULSE_SHARED_REQUIRE: '' }, stdio: 'ignore' },
  );
  execFileSync(process.execPath, [path.join(repoRoot, 'deploy', 'bundle.mjs'), imageDir], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a demo the live shell refuses is refused by the service and users keep theirs; a compatible one goes live after its canary', async ({
  page,
}) => {
  const demo = versionOf('apps/demo');
  const shell = versionOf('apps/shell');
  const auth = versionOf('packages/auth');
  const [major = 0, minor = 0] = auth.split('.').map(Number);
  await signIn(page, undefined, publicUrl);
  const before = await demoVersionShown(page);
  expect(before).toBe(demo);
  const live = liveFiles();
  const previous = JSON.parse(String(live['remotes.json'])) as Record<string, string>;

  // The demo team raised its @pulse/auth floor past what the live shell provides (the issue's
  // demo built for a newer @pulse/auth), and the image holds only the demo.
  const needs = `^${major}.${minor + 1}.0`;
  const incompatible = `${demo}-compose.auth`;
  let result = composeRelease(
    demoImage('built-auth', incompatible, { PULSE_SHARED_REQUIRE: `@pulse/auth@${needs}` }),
  );
  expect(result.status, result.output).toBe(1);
  expect(result.output).toContain(
    `✖ demo ${incompatible} refused, nothing went live: the live shell ${shell} would refuse it: ` +
      `The demo section needs @pulse/auth ${needs}; this dashboard provides @pulse/auth ${auth}.`,
  );
  expect(liveFiles()).toEqual(live);
  expect(existsSync(path.join(origin, 'demo', incompatible))).toBe(false);
  expect(await demoVersionShown(page)).toBe(demo);

  // A compatible demo: the same command releases it, after its canary inside the live shell.
  const compatible = `${demo}-compose.1`;
  result = composeRelease(demoImage('built-ok', compatible));
  expect(result.status, result.output).toBe(0);
  expect(result.output).toContain(`demo ${compatible}: the live shell ${shell} accepts it`);
  expect(result.output).toContain(`demo ${compatible}: canary passed inside the live shell`);
  expect(result.output).toContain(`✔ demo ${compatible} is live`);
  const manifest = JSON.parse(readFileSync(path.join(origin, 'remotes.json'), 'utf8')) as Record<
    string,
    string
  >;
  expect(manifest).toEqual({
    ...previous,
    demo: `${publicUrl}/demo/${compatible}/mf-manifest.json`,
  });
  expect(await demoVersionShown(page)).toBe(compatible);
});
