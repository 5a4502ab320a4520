import type { RemoteBuildManifest } from '@pulse/mf-config/compat';

/**
 * The scripts one exposed module of a remote needs before it runs (its manifest's `sync` scripts),
 * as absolute URLs.
 * @param manifest the remote's `mf-manifest.json`
 * @param manifestUrl where it was read from: the public path `auto` is its folder
 * @param exposed the module's name (`BatchesPage`) or path (`./BatchesPage`)
 * @returns the URLs, empty when the manifest does not list the module
 */
export function exposeScriptUrls(
  manifest: RemoteBuildManifest,
  manifestUrl: string,
  exposed: string,
): string[] {
  const wanted = exposed.replace(/^\.\//, '');
  const expose = manifest.exposes?.find(
    ({ name, path }) => name === wanted || path === `./${wanted}`,
  );
  const publicPath = manifest.metaData?.publicPath;
  const base =
    publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl) : new URL(manifestUrl);
  return (expose?.assets?.js?.sync ?? []).map((file) => new URL(file, base).href);
}

/** A script element to load a URL with, and how long it may take (ms). */
export type ScriptFor = (url: string) => { script: HTMLScriptElement; timeout: number };

/** Loads and runs one script; the element is removed once it settled. */
function runScript(url: string, scriptFor: ScriptFor): Promise<void> {
  const { script, timeout } = scriptFor(url);
  return new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      script.remove();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => settle(new Error(`${url} did not load in time`)), timeout);
    script.onload = () => settle();
    script.onerror = () => settle(new Error(`${url} failed to load`));
    document.head.appendChild(script);
  });
}

/**
 * Loads and runs the scripts of a remote's module afresh, with the URLs `scriptFor` gives them
 * (after a restart they carry `?retry=<n>`). A remote's chunk, once run, is installed by every
 * instance of that remote's chunk loader, which then never fetches it: it would otherwise join a
 * request for the same URL that its origin left stalled (the loader reuses a pending `<script>` of
 * that URL or chunk, for up to 120 s), and a load still waiting on one is answered by the fresh copy.
 * @throws Error when a script fails or does not load within its time
 */
export async function runFreshScripts(urls: readonly string[], scriptFor: ScriptFor) {
  await Promise.all(urls.map((url) => runScript(url, scriptFor)));
}
