import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The remotes the shell mounts. Their URLs come from `/remotes.json` at run time (DESIGN §2). */
export type RemoteName = 'account' | 'reports' | 'demo' | 'billing';

/** `/remotes.json`: remote name → URL of its `mf-manifest.json`. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

let registration: Promise<void> | null = null;

/**
 * Fetches `/remotes.json` once and registers every remote with the Module Federation runtime.
 * A failed fetch is not cached, so a later navigation (or Retry) tries again.
 * @throws Error when the manifest cannot be fetched or is not a JSON object of URLs.
 */
export function ensureRemotesRegistered(manifestUrl = '/remotes.json'): Promise<void> {
  registration ??= fetch(manifestUrl, { cache: 'no-cache' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Remotes manifest answered ${response.status}`);
      const manifest = parseManifest(await response.json());
      registerRemotes(
        Object.entries(manifest).map(([name, entry]) => ({ name, entry: entry as string })),
      );
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/** Validates the manifest's shape: an object whose values are http(s) URLs. */
export function parseManifest(value: unknown): RemotesManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('Remotes manifest must be a JSON object');
  }
  const manifest: RemotesManifest = {};
  for (const [name, entry] of Object.entries(value)) {
    if (typeof entry !== 'string' || !/^https?:\/\//.test(entry)) {
      throw new Error(`Remote "${name}" has no valid URL`);
    }
    manifest[name as RemoteName] = entry;
  }
  return manifest;
}

/**
 * Loads one exposed module of a remote, e.g. `loadRemoteModule<AccountExposes['LicenseKeyPage']>
 * ('account', 'LicenseKeyPage', 'LicenseKeyPage')`.
 * @throws Error when the remote or the export cannot be loaded.
 */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  exposed: string,
  exportName: string,
): Promise<T> {
  await ensureRemotesRegistered();
  const module = await loadRemote<Record<string, unknown>>(`${remote}/${exposed}`);
  const value = module?.[exportName];
  if (value === undefined) throw new Error(`${remote}/${exposed} has no export ${exportName}`);
  return value as T;
}
