import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentHash } from './gate.mjs';
import { activate, publishBuild, readReleases } from './origin.mjs';
import { ReleaseRefused, releaseApp } from './release-app.mjs';

const publicUrl = 'https://cdn.example.com';
let origin;

/**
 * A remote build declaring `@pulse/auth` `range` (and a page file of `content`); `metaData` is its
 * manifest's (`{ federationRuntime: 'external' }`: built without its own federation runtime).
 */
function remoteBuild(range, content = 'page', metaData = {}) {
  return (outDir) => {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(
      path.join(outDir, 'mf-manifest.json'),
      JSON.stringify({
        metaData,
        shared: [{ name: '@pulse/auth', requiredVersion: range, assets: { js: { sync: [] } } }],
      }),
    );
    writeFileSync(path.join(outDir, 'page.js'), content);
  };
}

/**
 * A live shell on the origin that provides `@pulse/auth` `version`; `metaData` is its manifest's
 * (`{ federationRuntime: 'provider' }`: it provides the federation runtime).
 */
async function liveShell(version, metaData = {}, shellVersion = '1.0.0') {
  const dir = mkdtempSync(path.join(origin, '.staging-shell-'));
  writeFileSync(path.join(dir, 'app.html'), '<html></html>');
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ metaData, shared: [{ name: '@pulse/auth', version }] }),
  );
  await publishBuild(origin, 'shell', shellVersion, dir);
  await activate(origin, 'shell', shellVersion, { publicUrl, action: 'release' });
}

/** A shell build (a page of `html`) that provides `@pulse/auth` `version` and no federation runtime. */
function shellBuild(version, html = '<html>new</html>') {
  return (outDir) => {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(path.join(outDir, 'app.html'), html);
    writeFileSync(
      path.join(outDir, 'mf-manifest.json'),
      JSON.stringify({ shared: [{ name: '@pulse/auth', version }] }),
    );
  };
}

const external = { federationRuntime: 'external', pluginVersion: '2.9.2' };
const provider = { federationRuntime: 'provider', pluginVersion: '2.9.2' };

const manifestBytes = () => readFileSync(path.join(origin, 'remotes.json'));

function steps(build, smokeResults = []) {
  const calls = [];
  return {
    calls,
    checks: () => calls.push('checks'),
    build,
    smoke: async (input) => {
      calls.push(input.live ? 'smoke live' : 'smoke candidate');
      return smokeResults.shift() ?? [];
    },
  };
}

const release = (version, s, extra = {}) =>
  releaseApp({ origin, app: 'demo', version, publicUrl, ...extra }, s);

beforeEach(async () => {
  origin = mkdtempSync(path.join(os.tmpdir(), 'pulse-release-app-'));
  await liveShell('1.2.0');
});

describe('a gated release', () => {
  it('checks, builds, runs the canary, switches and smokes what is live, in that order', async () => {
    const s = steps(remoteBuild('^1.2.0'));
    await release('1.0.0', s);
    expect(s.calls).toEqual(['checks', 'smoke candidate', 'smoke live']);
    expect(JSON.parse(manifestBytes().toString())).toEqual({
      demo: `${publicUrl}/demo/1.0.0/mf-manifest.json`,
    });
    const releases = await readReleases(origin);
    expect(releases.builds.demo['1.0.0'].hash).toBe(contentHash(path.join(origin, 'demo/1.0.0')));
  });

  it('refuses other content under a released version and leaves the manifest byte-equal', async () => {
    await release('1.0.0', steps(remoteBuild('^1.2.0', 'page v1')));
    const before = manifestBytes();
    await expect(release('1.0.0', steps(remoteBuild('^1.2.0', 'page v2')))).rejects.toThrow(
      /demo 1\.0\.0 is already released with other content.*needs a new version/,
    );
    expect(manifestBytes().equals(before)).toBe(true);
  });

  it('reuses a released version when the content is the same', async () => {
    await release('1.0.0', steps(remoteBuild('^1.2.0')));
    await release('1.1.0', steps(remoteBuild('^1.2.0', 'newer')));
    await expect(release('1.0.0', steps(remoteBuild('^1.2.0')))).resolves.toEqual({
      version: '1.0.0',
      reused: true,
    });
  });

  it('refuses a remote whose ranges the live shell does not meet, with the shell’s sentence', async () => {
    await release('1.0.0', steps(remoteBuild('^1.2.0')));
    const before = manifestBytes();
    const s = steps(remoteBuild('^1.3.0'));
    await expect(release('1.1.0', s)).rejects.toThrow(
      'the live shell 1.0.0 would refuse it: The demo section needs @pulse/auth ^1.3.0; this dashboard provides @pulse/auth 1.2.0.',
    );
    expect(s.calls).toEqual(['checks']);
    expect(manifestBytes().equals(before)).toBe(true);
  });

  it('refuses when the checks fail, before building', async () => {
    const s = steps(() => {
      throw new Error('must not build');
    });
    s.checks = () => {
      throw new ReleaseRefused('typecheck, test of demo failed');
    };
    await expect(release('1.0.0', s)).rejects.toThrow('typecheck, test of demo failed');
    await expect(readReleases(origin)).resolves.not.toHaveProperty('apps.demo');
  });

  it('refuses a candidate whose canary fails, before the switch', async () => {
    await release('1.0.0', steps(remoteBuild('^1.2.0')));
    const before = manifestBytes();
    const s = steps(remoteBuild('^1.2.0', 'throws'), [['console error: boom']]);
    await expect(release('1.1.0', s)).rejects.toThrow(/canary of demo 1\.1\.0.*boom/);
    expect(s.calls).toEqual(['checks', 'smoke candidate']);
    expect(manifestBytes().equals(before)).toBe(true);
  });

  it('does not burn a version its canary refused: the fixed build takes the same number', async () => {
    await release('1.0.0', steps(remoteBuild('^1.2.0')));
    await expect(
      release('1.1.0', steps(remoteBuild('^1.2.0', 'throws'), [['console error: boom']])),
    ).rejects.toThrow(/1\.1\.0 never went live: a fixed build may take that number/);
    expect(existsSync(path.join(origin, 'demo/1.1.0'))).toBe(false);
    await expect(release('1.1.0', steps(remoteBuild('^1.2.0', 'fixed')))).resolves.toEqual({
      version: '1.1.0',
      reused: false,
    });
    expect(readFileSync(path.join(origin, 'demo/1.1.0/page.js'), 'utf8')).toBe('fixed');
    const releases = await readReleases(origin);
    expect(releases.builds.demo['1.1.0'].hash).toBe(contentHash(path.join(origin, 'demo/1.1.0')));
  });

  it('replaces a version left on the origin that never went live, and keeps one that did', async () => {
    await release('1.0.0', steps(remoteBuild('^1.2.0', 'live')));
    // A release that stopped between publishing and its switch left 1.1.0 behind.
    const left = mkdtempSync(path.join(origin, '.staging-demo-'));
    remoteBuild('^1.2.0', 'left behind')(left);
    await publishBuild(origin, 'demo', '1.1.0', left);
    await expect(release('1.1.0', steps(remoteBuild('^1.2.0', 'fixed')))).resolves.toEqual({
      version: '1.1.0',
      reused: false,
    });
    await expect(release('1.0.0', steps(remoteBuild('^1.2.0', 'changed')))).rejects.toThrow(
      /demo 1\.0\.0 is already released with other content/,
    );
  });

  it('rolls back by itself when the smoke fails once live', async () => {
    await release('1.0.0', steps(remoteBuild('^1.2.0')));
    const before = manifestBytes();
    const s = steps(remoteBuild('^1.2.0', 'fails live'), [
      [],
      ['/demo: "Service Demo" did not show'],
    ]);
    const error = await release('1.1.0', s).catch((caught) => caught);
    expect(error.message).toMatch(/failed its smoke once live.*rolled back to 1\.0\.0/);
    expect(error.rolledBack).toBe(true);
    expect(manifestBytes().equals(before)).toBe(true);
    const history = (await readReleases(origin)).apps.demo.history.map(
      (entry) => `${entry.action} ${entry.version}`,
    );
    expect(history).toEqual(['release 1.0.0', 'release 1.1.0', 'rollback 1.0.0']);
  });
});

describe('one federation runtime', () => {
  it('refuses a remote built without its own runtime while the live shell lacks one', async () => {
    await release('1.0.0', steps(remoteBuild('^1.2.0')));
    const before = manifestBytes();
    const s = steps(remoteBuild('^1.2.0', 'page', external));
    await expect(release('1.1.0', s)).rejects.toThrow(
      'the live shell 1.0.0 cannot run it: demo is built without its own Module Federation runtime (federationRuntime: external) and the live shell 1.0.0 does not provide one: release a shell that provides it first.',
    );
    expect(s.calls).toEqual(['checks']);
    expect(manifestBytes().equals(before)).toBe(true);
  });

  it('takes that remote live once the live shell provides the runtime', async () => {
    await liveShell('1.2.0', provider, '1.1.0');
    const s = steps(remoteBuild('^1.2.0', 'page', external));
    await expect(release('1.0.0', s)).resolves.toEqual({ version: '1.0.0', reused: false });
    expect(s.calls).toEqual(['checks', 'smoke candidate', 'smoke live']);
  });

  it('refuses a shell without the runtime while a live remote needs it', async () => {
    await liveShell('1.2.0', provider, '1.1.0');
    await release('1.0.0', steps(remoteBuild('^1.2.0', 'page', external)));
    const before = readFileSync(path.join(origin, 'index.html'));
    const s = steps(shellBuild('1.2.0', '<html>old</html>'));
    await expect(
      releaseApp({ origin, app: 'shell', version: '1.2.0', publicUrl }, s),
    ).rejects.toThrow(
      'it cannot run live remotes: demo is built without its own Module Federation runtime (federationRuntime: external) and this shell does not provide one: release a shell that provides it first.',
    );
    expect(readFileSync(path.join(origin, 'index.html')).equals(before)).toBe(true);
  });
});

describe('a shell release', () => {
  it('checks every remote the live runtime manifest lists, one this package never named too', async () => {
    await release('1.0.0', steps(remoteBuild('^1.2.0')));
    // A sixth remote, live under a name added after this package was written.
    writeFileSync(
      path.join(origin, 'remotes.json'),
      JSON.stringify({ rules: `${publicUrl}/demo/1.0.0/mf-manifest.json` }),
    );
    await expect(
      releaseApp({ origin, app: 'shell', version: '2.0.0', publicUrl }, steps(shellBuild('2.0.0'))),
    ).rejects.toThrow('it would refuse live remotes: The rules section needs @pulse/auth ^1.2.0');
  });

  it('is refused when it would refuse a live remote', async () => {
    await release('1.0.0', steps(remoteBuild('^1.2.0')));
    const s = steps(shellBuild('2.0.0'));
    await expect(
      releaseApp({ origin, app: 'shell', version: '2.0.0', publicUrl }, s),
    ).rejects.toThrow(
      'it would refuse live remotes: The demo section needs @pulse/auth ^1.2.0; this dashboard provides @pulse/auth 2.0.0.',
    );
  });
});
