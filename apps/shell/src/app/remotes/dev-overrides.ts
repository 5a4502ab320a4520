/** Remote name → URL of its `mf-manifest.json`, the shape of `/remotes.json` (manifest.ts). */
type ManifestEntries = Partial<Record<string, string>>;

const QUERY_PREFIX = 'remote-';
const STORAGE_PREFIX = 'pulse.remote-override.';

/**
 * The remotes named by the query (`?remote-<name>=`) or kept from an earlier one: any remote, so
 * a new remote can be tried in a running shell before the runtime manifest lists it.
 */
function overriddenNames(params: URLSearchParams, storage: Storage): string[] {
  const names = new Set<string>();
  for (const key of params.keys()) {
    if (key.startsWith(QUERY_PREFIX)) names.add(key.slice(QUERY_PREFIX.length));
  }
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(STORAGE_PREFIX)) names.add(key.slice(STORAGE_PREFIX.length));
  }
  return [...names].filter((name) => /^[a-z][a-z0-9-]*$/.test(name));
}

/**
 * Development only (docs/delivery.md, "Standalone development"): points the running shell at a
 * local remote without editing files. `?remote-demo=http://localhost:3002/mf-manifest.json` keeps
 * that URL for the tab's origin (localStorage) until `?remote-demo=reset`. `__PULSE_REMOTE_OVERRIDES__`
 * is false in production builds, so the minifier drops this code and overrides cannot exist there.
 * @returns remote name → manifest URL to use instead of `/remotes.json`'s
 */
export function devRemoteOverrides(
  search = globalThis.location?.search ?? '',
  storage: Storage | undefined = globalThis.localStorage,
): ManifestEntries {
  if (!__PULSE_REMOTE_OVERRIDES__ || !storage) return {};
  const params = new URLSearchParams(search);
  const overrides: ManifestEntries = {};
  for (const name of overriddenNames(params, storage)) {
    const asked = params.get(`${QUERY_PREFIX}${name}`);
    if (asked === 'reset') storage.removeItem(`${STORAGE_PREFIX}${name}`);
    else if (asked && /^https?:\/\//.test(asked))
      storage.setItem(`${STORAGE_PREFIX}${name}`, asked);
    const url = storage.getItem(`${STORAGE_PREFIX}${name}`);
    if (url) {
      overrides[name] = url;
      console.info(
        `[dev] remote ${name} loads from ${url} (?${QUERY_PREFIX}${name}=reset to undo)`,
      );
    }
  }
  return overrides;
}

/**
 * Keeps the `?remote-<name>=` of the URL the tab opened on.
 * Called once at start: the runtime manifest is read after sign-in, and sign-in's
 * redirect drops the query. Does nothing in production builds.
 */
export function keepDevRemoteOverrides(): void {
  if (__PULSE_REMOTE_OVERRIDES__) devRemoteOverrides();
}
