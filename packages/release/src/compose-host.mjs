/**
 * For the tests that run compose.yaml's services here (compose-run.test.mjs,
 * compose-release.test.mjs, e2e/tests/delivery-compose-release.spec.ts): a service's command line and environment as compose-runtime.mjs
 * works them out, with what exists only inside Docker (container paths, host names, ports)
 * replaced by this machine's, and small stand-ins for the app versions an image holds.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Replaces the Docker-only part of one string (a container path, a host name, a port): the longest
 * key it contains, once, so a replacement is never rewritten by a shorter key.
 * @param {string} value
 * @param {Record<string, string>} replacements Docker-only text → this machine's
 * @returns {string}
 */
export function substitute(value, replacements) {
  const keys = Object.keys(replacements).sort((a, b) => b.length - a.length);
  for (const key of keys) {
    if (value.includes(key)) {
      return value.split(key).join(replacements[key]);
    }
  }
  return value;
}

/**
 * A service's argv and environment with the substitutions applied; `node` is this Node.
 * @param {ReturnType<typeof import('./compose-runtime.mjs').serviceRuntime>} runtime
 * @param {Record<string, string>} replacements see `substitute`
 * @param {string[]} [args] the arguments after the image's ENTRYPOINT (`docker compose run
 *   <service> …args`); the service's command (or the image's CMD) when undefined
 * @returns {{ argv: string[], env: Record<string, string> }}
 * @throws Error when the service's program is not `node`
 */
export function onHost(runtime, replacements, args) {
  const entrypoint = runtime.image?.entrypoint ?? [];
  const argv = [...entrypoint, ...(args ?? runtime.argv.slice(entrypoint.length))];
  const [program, ...rest] = argv.map((arg) => substitute(arg, replacements));
  if (program !== 'node') throw new Error(`the service runs ${program}, not node`);
  const env = Object.fromEntries(
    Object.entries(runtime.env).map(([name, value]) => [name, substitute(value, replacements)]),
  );
  return { argv: [process.execPath, ...rest], env: { ...env, PATH: process.env.PATH } };
}

/**
 * A small stand-in for one app version as release.mjs builds it: a chunk, and the shell's page or a
 * remote's `mf-manifest.json`. The shell's manifest provides @pulse/auth `provides`; a remote's
 * declares the range `needs` of it (only these manifests matter to the compatibility gate).
 * @param {string} builtDir the image's built folder (`<app>/<version>/` inside)
 * @param {string} app
 * @param {string} version
 * @param {{ provides?: string, needs?: string, content?: string }} [options]
 */
export function fixtureVersion(builtDir, app, version, options = {}) {
  const { provides = '1.2.1', needs = '^1.2.0', content = `${app} ${version}` } = options;
  const dir = path.join(builtDir, app, version);
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dir, 'static', 'js', `${app}.${version}.js`), `/* ${content} */`);
  if (app === 'shell') {
    writeFileSync(path.join(dir, 'app.html'), `<!doctype html><title>shell ${version}</title>`);
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({ name: app, version, shared: [{ name: '@pulse/auth', version: provides }] }),
    );
  } else {
    writeFileSync(
      path.join(dir, 'mf-manifest.json'),
      JSON.stringify({
        name: app,
        version,
        shared: [{ name: '@pulse/auth', requiredVersion: needs, assets: { js: { sync: [] } } }],
      }),
    );
  }
}
