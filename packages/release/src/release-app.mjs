/**
 * One gated release with a canary (docs/delivery.md, "Release and rollback"):
 *
 * 1. checks: type check, contract and unit tests of the app and what it uses (turbo);
 * 2. build into a staging folder, hash it; a version released before must have the same hash;
 * 3. compatibility with the live side (the shell's own rule);
 * 4. the build goes into its immutable version folder (nothing points at it yet);
 * 5. canary: a browser smoke of the candidate inside the live shell;
 * 6. switch (runtime manifest or index.html), smoke again against what is live, and roll back by
 *    itself when that fails.
 *
 * Steps 1-5 refuse without touching what users get (remotes.json, index.html). The steps that
 * need a build, turbo or a browser are passed in, so the order and the rollback are testable alone.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import {
  ReleaseRefused,
  checkCompatible,
  checkSameVersion,
  contentHash,
  recordBuild,
  recordedHash,
} from './gate.mjs';
import {
  activate,
  publishBuild,
  readReleases,
  readRuntimeManifest,
  remoteEntryUrl,
  rollback,
  versionDir,
  wentLive,
  withdrawBuild,
} from './origin.mjs';

/**
 * @param {object} options
 * @param {string} options.origin the origin folder
 * @param {string} options.app
 * @param {string} options.version
 * @param {string} options.publicUrl
 * @param {boolean} [options.skipChecks] leave out step 1 (tests of the other steps only)
 * @param {boolean} [options.skipSmoke] leave out steps 5 and 6's smoke (no browser, no API)
 * @param {object} steps
 * @param {() => void} steps.checks throws ReleaseRefused when a check fails
 * @param {(outDir: string) => void} steps.build builds the app into outDir
 * @param {(input: { candidate?: object, live?: boolean }) => Promise<string[]>} steps.smoke
 *   the problems the smoke found (empty: passed)
 * @param {(line: string) => void} [steps.log]
 * @returns {Promise<{ version: string, reused: boolean }>}
 * @throws ReleaseRefused before the switch; Error (with `rolledBack`) when the live smoke failed
 */
export async function releaseApp(options, steps) {
  const { origin, app, version, publicUrl } = options;
  const log = steps.log ?? (() => {});
  versionDir(origin, app, version);
  mkdirSync(origin, { recursive: true });
  if (!options.skipChecks) {
    steps.checks();
    log(`checks passed (typecheck, contract, tests)`);
  }
  const staging = mkdtempSync(path.join(origin, `.staging-${app}-`));
  let reused;
  try {
    steps.build(staging);
    const hash = contentHash(staging);
    reused = await checkSameVersion(origin, app, version, hash);
    log(reused ? `${version} is released already with this content: reusing it` : `built ${hash}`);
    if (reused && !existsSync(versionDir(origin, app, version))) {
      await publishBuild(origin, app, version, staging);
    }
    log(
      await checkCompatible(origin, app, reused ? versionDir(origin, app, version) : staging, {
        publicUrl,
      }),
    );
    if (!reused) {
      await publishBuild(origin, app, version, staging);
      await recordBuild(origin, app, version, hash);
    } else if (!(await recordedHash(origin, app, version))) {
      await recordBuild(origin, app, version, hash);
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }

  if (!options.skipSmoke) {
    const candidate =
      app === 'shell'
        ? { shellPage: shellPageOf(versionDir(origin, app, version)) }
        : {
            remotes: {
              ...(await readRuntimeManifest(origin)),
              [app]: remoteEntryUrl(publicUrl, app, version),
            },
          };
    const problems = await steps.smoke({ candidate });
    if (problems.length > 0) {
      // Only the canary saw a version that never went live: its number is not burned.
      const burned = await wentLive(origin, app, version);
      if (!burned) await withdrawBuild(origin, app, version);
      throw new ReleaseRefused(
        `the canary of ${app} ${version} inside the live shell failed: ${problems.join('; ')}` +
          (burned ? '' : ` (${version} never went live: a fixed build may take that number)`),
      );
    }
    log('canary passed inside the live shell');
  }

  const before = (await readReleases(origin)).apps[app]?.active;
  await activate(origin, app, version, { publicUrl, action: 'release' });
  if (options.skipSmoke) return { version, reused };
  const problems = await steps.smoke({ live: true });
  if (problems.length === 0) return { version, reused };
  let outcome = 'nothing to roll back to (first release): it stays live';
  if (before && before !== version) {
    outcome = `rolled back to ${await rollback(origin, app, { publicUrl })}`;
  }
  const error = new Error(
    `${app} ${version} failed its smoke once live (${problems.join('; ')}): ${outcome}`,
  );
  error.rolledBack = before !== undefined && before !== version;
  throw error;
}

/** The page the origin answers with for a shell version (app.html, or index.html before it). */
export function shellPageOf(dir) {
  const app = path.join(dir, 'app.html');
  return existsSync(app) ? app : path.join(dir, 'index.html');
}

/** The version in an app's package.json. */
export function appVersion(root, app) {
  return JSON.parse(readFileSync(path.join(root, 'apps', app, 'package.json'), 'utf8')).version;
}

export { ReleaseRefused };
