// The compose `release` service refuses what scripts/release.mjs refuses, through the same gates.
// Each run is the service's own command line (the
// image's ENTRYPOINT and CMD, or `docker compose run --rm release <args>`) with exactly the
// environment Compose gives it, both worked out by compose-runtime.mjs from compose.yaml and
// deploy/web.Dockerfile; only the container paths become temporary folders (the `origin` volume,
// the image's /opt/pulse with the bundles deploy/bundle.mjs makes for it). The builds are fixtures,
// whose manifests are all the gates before the canary read; each refusal happens before the canary,
// so no browser runs here. The canary of the same command, on real builds, is
// e2e/tests/delivery-compose-release.spec.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fixtureVersion, onHost } from './compose-host.mjs';
import { serviceRuntime } from './compose-runtime.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const work = mkdtempSync(path.join(tmpdir(), 'pulse-compose-release-'));
const bundle = path.join(work, 'opt-pulse');
const release = serviceRuntime(root, 'release');
let originDir = '';
let images = 0;

/** The files users get from the origin: what a refused release must leave byte-equal. */
const LIVE_FILES = ['index.html', 'remotes.json', 'releases.json'];
const liveFiles = () =>
  Object.fromEntries(LIVE_FILES.map((name) => [name, readFileSync(path.join(originDir, name))]));

/** An image built with PULSE_APPS set to the apps of `versions` (`app` → its version folder). */
function image(versions) {
  const built = path.join(work, `built-${(images += 1)}`);
  for (const [app, [version, options]] of Object.entries(versions)) {
    fixtureVersion(built, app, version, options);
  }
  return built;
}

/**
 * `docker compose run --rm release [args]` (no args: the service's own command) against an image
 * holding `built`.
 * @returns the exit status and everything it printed
 */
function runRelease(built, args) {
  const { argv, env } = onHost(
    release,
    { '/srv/origin': originDir, '/opt/pulse/built': built, '/opt/pulse': bundle },
    args,
  );
  const result = spawnSync(argv[0], argv.slice(1), { env, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  const bundled = spawnSync(process.execPath, [path.join(root, 'deploy/bundle.mjs'), bundle], {
    encoding: 'utf8',
  });
  expect(bundled.status, bundled.stderr).toBe(0);
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeEach(() => {
  originDir = mkdtempSync(path.join(work, 'origin-'));
  // What is live: shell 1.0.0 providing @pulse/auth 1.2.1 and demo 1.0.0, released by the same
  // service without its canary (fixtures are no app a browser can sign in to).
  const first = image({ shell: ['1.0.0'], demo: ['1.0.0', { needs: '^1.2.0' }] });
  const { status, output } = runRelease(first, ['publish', '--skip-smoke']);
  expect(status, output).toBe(0);
});

describe('the compose release service', () => {
  it('runs the one release path: its command is the bundled origin-release.mjs on the origin volume', () => {
    expect(release.argv).toEqual(['node', '/opt/pulse/origin-release.mjs', 'publish']);
    expect(release.env.PULSE_ORIGIN_DIR).toBe('/srv/origin');
    expect(release.env.PULSE_BUILT_DIR).toBe('/opt/pulse/built');
    expect(release.env.PULSE_PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('refuses a demo the live shell would refuse, with the shell’s sentence, and users keep what they had', () => {
    const before = liveFiles();
    // An image rebuilt with PULSE_APPS=demo: it holds no shell; the gate reads the live one.
    const built = image({ demo: ['1.1.0', { needs: '^1.9.0' }] });
    const { status, output } = runRelease(built);
    expect(status, output).toBe(1);
    expect(output).toContain(
      '✖ demo 1.1.0 refused, nothing went live: the live shell 1.0.0 would refuse it: ' +
        'The demo section needs @pulse/auth ^1.9.0; this dashboard provides @pulse/auth 1.2.1.',
    );
    expect(output).not.toContain('is live');
    expect(liveFiles()).toEqual(before);
    expect(existsSync(path.join(originDir, 'demo', '1.1.0'))).toBe(false);
    // Nothing half-copied is left beside the version folders.
    expect(readdirSync(originDir).filter((name) => name.startsWith('.'))).toEqual([]);

    // Asked explicitly (`docker compose run --rm release release demo`): the same refusal.
    const forward = runRelease(built, ['release', 'demo']);
    expect(forward.status, forward.output).toBe(1);
    expect(forward.output).toContain('the live shell 1.0.0 would refuse it');
    expect(liveFiles()).toEqual(before);
  });

  it('refuses a shell that would refuse the live demo', () => {
    const before = liveFiles();
    const built = image({ shell: ['2.0.0', { provides: '2.0.0' }] });
    const { status, output } = runRelease(built);
    expect(status, output).toBe(1);
    expect(output).toContain(
      '✖ shell 2.0.0 refused, nothing went live: it would refuse live remotes: ' +
        'The demo section needs @pulse/auth ^1.2.0; this dashboard provides @pulse/auth 2.0.0.',
    );
    expect(liveFiles()).toEqual(before);
  });

  it('refuses other content under a version the origin already holds', () => {
    const before = liveFiles();
    const built = image({ demo: ['1.0.0', { content: 'demo 1.0.0, edited without a bump' }] });
    const { status, output } = runRelease(built);
    expect(status, output).toBe(1);
    expect(output).toMatch(
      /✖ demo 1\.0\.0 refused, nothing went live: demo 1\.0\.0 is already released with other content .* needs a new version/,
    );
    expect(liveFiles()).toEqual(before);
  });

  it('lets a compatible demo through the same gates (the canary of this command runs in e2e)', () => {
    const built = image({ demo: ['1.1.0', { needs: '^1.2.0' }] });
    const { status, output } = runRelease(built, ['publish', '--skip-smoke']);
    expect(status, output).toBe(0);
    expect(output).toContain('demo 1.1.0: the live shell 1.0.0 accepts it');
    expect(output).toContain('✔ demo 1.1.0 is live');
    expect(JSON.parse(readFileSync(path.join(originDir, 'remotes.json'), 'utf8')).demo).toBe(
      'http://localhost:3000/demo/1.1.0/mf-manifest.json',
    );
  });
});
