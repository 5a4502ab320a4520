/**
 * The one release path (docs/delivery.md, "Release and rollback"): every deploy of an app runs
 * this, whether from a checkout (scripts/release.mjs) or from the release image (the compose
 * `release` service, deploy/origin-release.mjs). Only how the build is obtained differs: built
 * from the sources, or copied from the versions built into the image.
 */
import { releaseApp } from './release-app.mjs';
import { ensureOrigin, smoke } from './smoke.mjs';

/**
 * Releases one app through every gate of releaseApp, with the canary in Chromium against the
 * origin at `publicUrl`. A local public URL with nothing on it is served from the origin folder
 * (scripts/serve-static.mjs, `/api` proxied to `api`) from the first canary to the end of the
 * release: a release refused before its canary starts no server.
 * @param {object} options
 * @param {string} options.origin the origin folder
 * @param {string} options.app
 * @param {string} options.version
 * @param {string} options.publicUrl the origin as browsers reach it
 * @param {string} options.api the API the served origin proxies `/api` to
 * @param {boolean} [options.skipChecks] leave out the checks (they ran where the sources are)
 * @param {boolean} [options.skipSmoke] leave out the canary and the live smoke (tests only)
 * @param {object} steps
 * @param {() => void} steps.checks throws ReleaseRefused when a check fails
 * @param {(outDir: string) => void} steps.build puts the app's build into outDir
 * @param {(line: string) => void} [steps.log]
 * @returns {Promise<{ version: string, reused: boolean }>}
 * @throws ReleaseRefused before anything users get changed; Error after a failed live smoke
 *   (rolled back when there was a version to return to)
 */
export async function runRelease(options, steps) {
  const { origin, app, version, publicUrl, api } = options;
  let stopOrigin;
  try {
    return await releaseApp(options, {
      ...steps,
      smoke: async (input) => {
        try {
          stopOrigin ??= await ensureOrigin(origin, publicUrl, api);
        } catch (error) {
          // No origin to run the canary on is a failed canary: the release is refused.
          return [error instanceof Error ? error.message : String(error)];
        }
        return smoke({ publicUrl, app, version, ...input });
      },
    });
  } finally {
    await stopOrigin?.();
  }
}
