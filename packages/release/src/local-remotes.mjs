/**
 * The remotes of the product, read from the runtime manifest the shell ships
 * (apps/shell/public/remotes.json, docs/delivery.md "Adding a remote"), never from a list of
 * their own: a remote added there is started by `npm start`, released, rolled back, gated and
 * smoke-checked like the others. The browser tests read the same file
 * (e2e/support/runtime-remotes.ts).
 *
 * No dependency: scripts/pulse.mjs imports this module before anything is installed. The import
 * of the JSON is static, so the release bundle of the image (deploy/bundle.mjs) carries it.
 */
// eslint-disable-next-line import-x/no-restricted-paths -- data the shell ships, not its code
import shellManifest from '../../../apps/shell/public/remotes.json' with { type: 'json' };

/** @typedef {{ name: string, url: string, port: number }} LocalRemote */

/**
 * Reads a runtime manifest (remote name → URL of its `mf-manifest.json`).
 * @param {unknown} manifest the parsed JSON
 * @returns {LocalRemote[]} each remote in the manifest's order, with the port of its local URL
 * @throws Error when the manifest is not an object of http(s) URLs with a port
 */
export function remotesOf(manifest) {
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) {
    throw new Error('the runtime manifest is not a JSON object');
  }
  return Object.entries(manifest).map(([name, url]) => {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new Error(`the runtime manifest gives remote "${name}" no http(s) URL`);
    }
    const port = Number(new URL(url).port);
    if (!(port > 0)) throw new Error(`the runtime manifest gives remote "${name}" no port`);
    return { name, url, port };
  });
}

/** The remotes of the shell's local runtime manifest, in its order. */
export const LOCAL_REMOTES = remotesOf(shellManifest);
