import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { RemoteName as ShellRoutedRemote } from '@pulse/remote-contracts';
import {
  incompatibilities,
  RemoteIncompatibleError,
  type RemoteBuildManifest,
} from '@pulse/mf-config/compat';
import { LOAD_TIMEOUT_MS, withRetries } from './deadline';
import { devRemoteOverrides } from './dev-overrides';
import { exposeScriptUrls, runFreshScripts } from './fresh-chunks';
import { loadShellOwnedShares } from './provided-shares';

/**
 * A remote of the runtime manifest: one whose pages the shell's route table names, or any other
 * that declares its own routes (`./routes`, docs/delivery.md "Adding a remote").
 */
export type RemoteName = ShellRoutedRemote | (string & {});

/** `/remotes.json`: remote name → URL of its `mf-manifest.json`. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/** What one remote was last checked and registered as. */
type RemoteState = { entry: string; manifest: RemoteBuildManifest; registered: boolean };

let runtimeManifest: Promise<RemotesManifest> | null = null;
const remotes = new Map<RemoteName, RemoteState>();
/** Remotes whose next load must drop what the runtime cached (after a failure or a redeploy). */
const stale = new Set<RemoteName>();

/** When the load of each remote in progress must end (ms since the epoch): LOAD_TIMEOUT_MS. */
const deadlines = new Map<RemoteName, number>();
/** How often each remote was started over (failed loads, Retry): its entry URL's cache-buster. */
const restarts = new Map<RemoteName, number>();

let pluginRegistered = false;

/** A remote whose build exposes no such module, e.g. `./routes` of a release built before it. */
export class RemoteModuleMissingError extends Error {
  constructor(remote: RemoteName, exposed: string) {
    super(`${remote} exposes no ./${exposed}`);
    this.name = 'RemoteModuleMissingError';
  }
}

/** Throws RemoteModuleMissingError when the remote's checked build manifest lists no `exposed`. */
function assertExposes(remote: RemoteName, exposed: string): void {
  const listed = remotes.get(remote)?.manifest.exposes;
  if (listed && !listed.some(({ name, path }) => name === exposed || path === `./${exposed}`))
    throw new RemoteModuleMissingError(remote, exposed);
}

/**
 * A script of a remote (its entry, or a chunk the runtime preloads with it), through the runtime's
 * `createScript` hook:
 * - it gives up at the remote's deadline (the runtime's own default is 20 s), and the runtime then
 *   removes it from the page: a stalled load is abandoned, never reused by a later try;
 * - once the remote was started over, its URL carries `?retry=<n>`, so the next try is a request
 *   of its own, not one queued behind a stalled one for the same URL;
 * - a preloaded chunk is fetched in CORS mode: the browser then never hands a stalled preload to
 *   the remote's own chunk loader (no-CORS) for the same URL. A preload runs the chunk, so the
 *   chunk loader has nothing left to fetch when it succeeded.
 * Scripts of no known remote are left to the runtime.
 */
function remoteScript(url: string, remoteName: string | undefined, resourceType?: string) {
  const remote = remoteName as RemoteName | undefined;
  if (remote === undefined || !remotes.has(remote)) return undefined;
  return scriptOf(remote, url, resourceType === 'js');
}

/** A script element for `url` of `remote` (see `remoteScript`) and its time left (ms). */
function scriptOf(remote: RemoteName, url: string, cors: boolean) {
  const script = document.createElement('script');
  const restart = restarts.get(remote) ?? 0;
  const src = new URL(url, document.baseURI);
  if (restart > 0) src.searchParams.set('retry', String(restart));
  script.src = src.href;
  script.fetchPriority = 'high';
  if (cors) script.crossOrigin = 'anonymous';
  const remaining = (deadlines.get(remote) ?? 0) - Date.now();
  return { script, timeout: remaining > 0 ? remaining : LOAD_TIMEOUT_MS };
}

/**
 * Once a remote was started over (a failed try, Retry), runs the exposed module's own scripts
 * afresh with `?retry=<n>` before the runtime asks the remote for the module (fresh-chunks.ts):
 * the remote's chunk loader would otherwise request them at the URLs a hang left stalled.
 * @throws Error when one of them fails or does not load in time
 */
async function runModuleScriptsAfresh(remote: RemoteName, exposed: string): Promise<void> {
  const state = remotes.get(remote);
  if (!state || (restarts.get(remote) ?? 0) === 0) return;
  const urls = exposeScriptUrls(state.manifest, state.entry, exposed);
  await runFreshScripts(urls, (url) => scriptOf(remote, url, true));
}

/**
 * Registers the shell's runtime plugin on first use (the runtime instance exists only once the
 * shell's federated entry has started):
 * - `fetch`: the remote's manifest was just fetched (with the time limit) and checked; the runtime
 *   takes that copy instead of fetching it a second time, so what renders is what was checked;
 * - `createScript`: see `remoteScript`.
 */
function ensureLoadingPlugin(): void {
  if (pluginRegistered) return;
  pluginRegistered = true;
  registerPlugins([
    {
      name: 'pulse-remote-loading',
      fetch(url: string) {
        for (const state of remotes.values()) {
          if (state.entry === url) {
            return Promise.resolve(
              new Response(JSON.stringify(state.manifest), {
                headers: { 'Content-Type': 'application/json' },
              }),
            );
          }
        }
        return undefined;
      },
      createScript({ url, remoteInfo, resourceContext }) {
        return remoteScript(url, remoteInfo?.name, resourceContext?.resourceType);
      },
    },
  ]);
}

async function fetchJson(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache', signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * The runtime manifest (`/remotes.json`, read once per page load and again after a failed load),
 * with the dev-only overrides on top.
 */
function readRuntimeManifest(signal: AbortSignal, url: string): Promise<RemotesManifest> {
  runtimeManifest ??= fetchJson(url, signal)
    .then((value) => ({ ...parseManifest(value), ...devRemoteOverrides() }))
    .catch((error: unknown) => {
      runtimeManifest = null;
      throw error;
    });
  return runtimeManifest;
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
    manifest[name] = entry;
  }
  return manifest;
}

/**
 * Fetches the remote's build manifest, refuses the remote when its needs do not match the shell,
 * and registers it with the Module Federation runtime (again, dropping the runtime's caches, when
 * the remote is stale or its URL changed).
 * @throws RemoteIncompatibleError when the remote needs what this shell does not provide
 */
async function prepareRemote(
  remote: RemoteName,
  signal: AbortSignal,
  manifestUrl: string,
): Promise<void> {
  const entry = (await readRuntimeManifest(signal, manifestUrl))[remote];
  if (!entry) throw new Error(`The remotes manifest has no entry for ${remote}`);
  const known = remotes.get(remote);
  if (known && known.entry === entry && !stale.has(remote)) return;
  const manifest = (await fetchJson(entry, signal)) as RemoteBuildManifest;
  const problems = incompatibilities(remote, manifest, __PULSE_SHELL_PROVIDES__);
  if (problems.length > 0) throw new RemoteIncompatibleError(remote, problems);
  const state: RemoteState = { entry, manifest, registered: known?.registered ?? false };
  remotes.set(remote, state);
  ensureLoadingPlugin();
  // Every shell-owned module is loaded before a remote registers, so the runtime resolves the
  // remote's shares to the shell's loaded copies, also after a re-registration (redeploy).
  await loadShellOwnedShares();
  registerRemotes([{ name: remote, entry }], { force: state.registered });
  state.registered = true;
  stale.delete(remote);
}

const preparing = new Map<RemoteName, Promise<void>>();

/**
 * `prepareRemote`, once at a time per remote: a preload and the route's own load that overlap
 * share one manifest check and one registration.
 */
function prepareOnce(remote: RemoteName, signal: AbortSignal, manifestUrl: string): Promise<void> {
  let pending = preparing.get(remote);
  if (!pending) {
    pending = prepareRemote(remote, signal, manifestUrl).finally(() => preparing.delete(remote));
    preparing.set(remote, pending);
  }
  return pending;
}

/**
 * Makes the next load of `remote` start over: the runtime manifest is read again (a release or
 * rollback may have moved the remote) and the remote's manifest and code are fetched anew, so a
 * Retry after a redeploy loads the new version without reloading the page.
 */
export function refreshRemote(remote: RemoteName): void {
  runtimeManifest = null;
  stale.add(remote);
  restarts.set(remote, (restarts.get(remote) ?? 0) + 1);
}

/**
 * The remotes the runtime manifest lists (read within LOAD_TIMEOUT_MS), with the dev overrides.
 * @throws Error when the manifest cannot be read or is not valid
 */
export async function runtimeRemoteNames(manifestUrl = '/remotes.json'): Promise<RemoteName[]> {
  return Object.keys(await readRuntimeManifest(AbortSignal.timeout(LOAD_TIMEOUT_MS), manifestUrl));
}

/** The version of a loaded remote, from its build manifest (undefined before it loaded). */
export function remoteVersion(remote: RemoteName): string | undefined {
  return remotes.get(remote)?.manifest.metaData?.buildInfo?.buildVersion;
}

/**
 * Loads one exposed module of a remote, e.g. `loadRemoteModule<RemoteModules<'account'>
 * ['LicenseKeyPage']>('account', 'LicenseKeyPage', 'LicenseKeyPage')`, within LOAD_TIMEOUT_MS
 * (tries again with backoff after a failure, starting the remote over).
 * @throws RemoteIncompatibleError at once when the remote's needs do not match the shell
 * @throws RemoteModuleMissingError at once when the remote's build does not expose the module
 * @throws RemoteTimeoutError when the load did not finish in time; Error for any other failure
 */
export async function loadRemoteModule<T>(
  remote: RemoteName,
  exposed: string,
  exportName: string,
  manifestUrl = '/remotes.json',
): Promise<T> {
  deadlines.set(remote, Date.now() + LOAD_TIMEOUT_MS);
  try {
    return await withRetries(
      `The ${remote} section`,
      async (tryNumber, signal) => {
        if (tryNumber > 0) refreshRemote(remote);
        await prepareOnce(remote, signal, manifestUrl);
        assertExposes(remote, exposed);
        await runModuleScriptsAfresh(remote, exposed);
        const module = await loadRemote<Record<string, unknown>>(`${remote}/${exposed}`);
        const value = module?.[exportName];
        if (value === undefined)
          throw new Error(`${remote}/${exposed} has no export ${exportName}`);
        return value as T;
      },
      {
        isFinal: (error) =>
          error instanceof RemoteIncompatibleError || error instanceof RemoteModuleMissingError,
      },
    );
  } catch (error) {
    // Retry starts over: a release or rollback may have changed the remote since. A module the
    // build does not have is no failure of the remote: its other modules load as they are.
    if (!(error instanceof RemoteModuleMissingError)) refreshRemote(remote);
    throw error;
  }
}

/**
 * Readies one exposed module of a remote before it is used: the remote is checked and registered
 * as for a load, Module Federation's `preloadRemote` fetches its entry, the module's own chunks and
 * the shared modules it takes from the shell (`resourceCategory: 'sync'`: lazy parts such as a map
 * or a chart stay lazy), and the module is then executed (`loadRemote`), so the route's load finds
 * it in the runtime's module cache and a click only renders. `linkPreload: false` skips
 * `preloadRemote` (its `<link rel=preload>` of a chunk the page shares would be kept by the browser
 * however long the origin stalls): the module's scripts then load through `remoteScript`. Once the
 * remote was started over, its scripts are run afresh instead (`runModuleScriptsAfresh`), since a
 * link preload keeps the URL a hang may have stalled. Best effort: resolves the module's export
 * `exportName`, or `undefined` instead of failing (within LOAD_TIMEOUT_MS), and leaves any error
 * to the real load, which reports it and starts the remote over.
 */
export async function preloadRemoteModule<T>(
  remote: RemoteName,
  exposed: string,
  exportName: string,
  manifestUrl = '/remotes.json',
  { linkPreload = true }: { linkPreload?: boolean } = {},
): Promise<T | undefined> {
  if (!preparing.has(remote)) deadlines.set(remote, Date.now() + LOAD_TIMEOUT_MS);
  try {
    await prepareOnce(remote, AbortSignal.timeout(LOAD_TIMEOUT_MS), manifestUrl);
    if ((restarts.get(remote) ?? 0) > 0) {
      await runModuleScriptsAfresh(remote, exposed);
    } else if (linkPreload) {
      await preloadRemote([{ nameOrAlias: remote, exposes: [exposed], resourceCategory: 'sync' }]);
    }
    const module = await loadRemote<Record<string, unknown>>(`${remote}/${exposed}`);
    return module?.[exportName] as T | undefined;
  } catch {
    return undefined;
  }
}
