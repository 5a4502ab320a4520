/**
 * One federation runtime (docs/delivery.md, "One federation runtime";
 * docs/adr/0050-external-federation-runtime.md): a remote built with `externalRuntime` has no
 * Module Federation runtime core of its own and runs only inside a shell that provides one
 * (`provideExternalRuntime`). A shell that does not fails to load such a remote instead of
 * refusing it (its compatibility rule knows only the shared modules), so the release gate and the
 * N-1 matrix check it here, from the builds.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/** The `mf-manifest.json` `metaData` key a build states its runtime role in (mf-config writes it). */
export const FEDERATION_RUNTIME_KEY = 'federationRuntime';

/**
 * What the provider's runtime plugin (@module-federation/inject-external-runtime-core-plugin)
 * writes on the page's global, in the code of every shell that provides the runtime: the sign of a
 * provider built before its manifest said so (shell 1.10.x).
 */
export const PROVIDER_CODE = '_FEDERATION_RUNTIME_CORE_FROM';

/**
 * Whether a remote build needs its runtime from the shell.
 * @param {object} manifest the remote's `mf-manifest.json`
 * @returns {boolean} true when its `metaData` says `federationRuntime: "external"`
 */
export function needsExternalRuntime(manifest) {
  return manifest?.metaData?.[FEDERATION_RUNTIME_KEY] === 'external';
}

function scriptsOf(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return scriptsOf(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

/**
 * Whether a shell build provides the federation runtime to remotes: its manifest says
 * `federationRuntime: "provider"`, or, for a shell built before that key, one of its scripts holds
 * the provider's code (`PROVIDER_CODE`).
 * @param {string} shellDir the shell's build folder (holds `mf-manifest.json` and `static/`)
 * @returns {{ provides: boolean, how: 'manifest' | 'code' | 'none', runtimeVersion?: string }}
 *   `how` says what showed it; `runtimeVersion` is the federation plugin version it was built with
 * @throws Error when the folder has no readable `mf-manifest.json`
 */
export function shellRuntime(shellDir) {
  const manifest = JSON.parse(readFileSync(path.join(shellDir, 'mf-manifest.json'), 'utf8'));
  const runtimeVersion = manifest.metaData?.pluginVersion;
  if (manifest.metaData?.[FEDERATION_RUNTIME_KEY] === 'provider') {
    return { provides: true, how: 'manifest', runtimeVersion };
  }
  const found = scriptsOf(path.join(shellDir, 'static')).some((file) =>
    readFileSync(file, 'utf8').includes(PROVIDER_CODE),
  );
  return { provides: found, how: found ? 'code' : 'none', runtimeVersion };
}

/**
 * Why a shell cannot run a remote build, as one sentence, or undefined when it can (or the remote
 * brings its own runtime). A remote that needs the external runtime needs a shell that provides
 * one, of the same major version of Module Federation (the remote's bundler runtime calls the
 * shell's runtime core).
 * @param {string} remote the remote's name, e.g. `demo`
 * @param {object} manifest the remote's `mf-manifest.json`
 * @param {{ provides: boolean, runtimeVersion?: string }} shell what `shellRuntime` found
 * @param {string} shellLabel how to name the shell, e.g. `the live shell 1.9.0`
 * @returns {string | undefined}
 */
export function runtimeProblem(remote, manifest, shell, shellLabel) {
  if (!needsExternalRuntime(manifest)) return undefined;
  if (!shell.provides) {
    return (
      `${remote} is built without its own Module Federation runtime (federationRuntime: external) ` +
      `and ${shellLabel} does not provide one: release a shell that provides it first.`
    );
  }
  const needed = semver.coerce(manifest.metaData?.pluginVersion);
  const provided = semver.coerce(shell.runtimeVersion);
  if (needed && provided && needed.major !== provided.major) {
    return (
      `${remote} is built for Module Federation ${needed.major}.x without its own runtime and ` +
      `${shellLabel} provides ${provided.version}: release a shell of the same major first.`
    );
  }
  return undefined;
}
