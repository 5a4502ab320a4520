/**
 * The remotes the browser tests serve and check come from the runtime manifest the shell ships
 * (apps/shell/public/remotes.json), never from a list in a test: a remote added there is served,
 * healed, matrix-checked and budgeted like the others.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The runtime manifest the remotes are read from: PULSE_E2E_REMOTES_MANIFEST (e.g. a copy with a
 * remote added), else the shell's own.
 */
export const runtimeManifestFile =
  process.env.PULSE_E2E_REMOTES_MANIFEST ??
  path.join(root, 'apps', 'shell', 'public', 'remotes.json');

/** The port the local runtime manifest's shell has; a remote's offset from it is kept in tests. */
const LOCAL_SHELL_PORT = 3000;

/** One remote of the runtime manifest. */
export type RuntimeRemote = {
  name: string;
  /** Its `mf-manifest.json` URL in the manifest. */
  url: string;
  /** Its port's offset from the local shell's (3001 → 1): the e2e server is on base + offset. */
  offset: number;
};

/**
 * Reads the remotes a runtime manifest lists (name → URL of its `mf-manifest.json`), in its order.
 * @param file the manifest, by default `runtimeManifestFile`
 * @returns each remote with its URL and port offset
 * @throws Error when the file is not a JSON object of http(s) URLs with a port above the shell's
 */
export function runtimeRemotes(file: string = runtimeManifestFile): RuntimeRemote[] {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${file} is not a JSON object`);
  }
  return Object.entries(value).map(([name, url]) => {
    if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new Error(`${file}: remote "${name}" has no http(s) URL`);
    }
    const offset = Number(new URL(url).port) - LOCAL_SHELL_PORT;
    if (!(offset > 0)) throw new Error(`${file}: remote "${name}" has no port above the shell's`);
    return { name, url, offset };
  });
}

/** One remote under a heal test: it is opened after a page of `first`, another remote. */
export type HealCase = { remote: string; first: string };

/**
 * The heal tests' cases: every remote of the manifest, each opened after the page of the remote
 * listed before it (the last one's for the first).
 * @param remotes remote names in manifest order (at least two)
 * @throws Error with fewer than two remotes (there is no other remote to open first)
 */
export function healCases(remotes: readonly string[]): HealCase[] {
  if (remotes.length < 2) throw new Error('a heal test needs at least two remotes');
  return remotes.map((remote, i) => ({
    remote,
    first: remotes[(i + remotes.length - 1) % remotes.length] as string,
  }));
}
