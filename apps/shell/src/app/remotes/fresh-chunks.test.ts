import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteBuildManifest } from '@pulse/mf-config/compat';
import { exposeScriptUrls, runFreshScripts, type ScriptFor } from './fresh-chunks';

afterEach(() => {
  vi.useRealTimers();
});

const manifest = (publicPath?: string): RemoteBuildManifest => ({
  metaData: { publicPath },
  exposes: [
    {
      name: 'BatchesPage',
      path: './BatchesPage',
      assets: {
        js: {
          sync: [
            'static/js/async/4.f4.js',
            'static/js/async/__federation_expose_BatchesPage.14.js',
          ],
          async: ['static/js/async/map.js'],
        },
      },
    },
  ],
});

describe('exposeScriptUrls', () => {
  it("lists a module's sync scripts beside the manifest when its public path is auto", () => {
    expect(
      exposeScriptUrls(
        manifest('auto'),
        'http://cdn.test/screening/1.3.0/mf-manifest.json',
        'BatchesPage',
      ),
    ).toEqual([
      'http://cdn.test/screening/1.3.0/static/js/async/4.f4.js',
      'http://cdn.test/screening/1.3.0/static/js/async/__federation_expose_BatchesPage.14.js',
    ]);
  });
  it('takes a public path the manifest names, and finds the module by its path too', () => {
    expect(
      exposeScriptUrls(
        manifest('https://static.test/s/'),
        'http://cdn.test/mf-manifest.json',
        './BatchesPage',
      ),
    ).toEqual([
      'https://static.test/s/static/js/async/4.f4.js',
      'https://static.test/s/static/js/async/__federation_expose_BatchesPage.14.js',
    ]);
  });
  it('is empty for a module the manifest does not list', () => {
    expect(exposeScriptUrls(manifest(), 'http://cdn.test/mf-manifest.json', 'Nope')).toEqual([]);
  });
});

/** Scripts that settle as `outcome` says, at once; the elements are kept to check them. */
function fakeScripts(outcome: (url: string) => 'load' | 'error' | 'never', timeout = 1_000) {
  const made: HTMLScriptElement[] = [];
  const scriptFor: ScriptFor = (url) => {
    const script = document.createElement('script');
    script.dataset.url = url;
    made.push(script);
    const result = outcome(url);
    if (result !== 'never') {
      queueMicrotask(() => {
        if (result === 'load') script.onload?.call(script, new Event('load'));
        else script.onerror?.call(script, new Event('error'));
      });
    }
    return { script, timeout };
  };
  return { made, scriptFor };
}

describe('runFreshScripts', () => {
  it('appends a script per URL, resolves once all loaded and removes them', async () => {
    const { made, scriptFor } = fakeScripts(() => 'load');
    await runFreshScripts(['a.js?retry=1', 'b.js?retry=1'], scriptFor);
    expect(made.map((script) => script.dataset.url)).toEqual(['a.js?retry=1', 'b.js?retry=1']);
    expect(made.every((script) => !script.isConnected)).toBe(true);
  });
  it('rejects when a script fails', async () => {
    const { scriptFor } = fakeScripts((url) => (url === 'b.js' ? 'error' : 'load'));
    await expect(runFreshScripts(['a.js', 'b.js'], scriptFor)).rejects.toThrow(
      'b.js failed to load',
    );
  });
  it('rejects a script that does not load within its time, and removes it', async () => {
    vi.useFakeTimers();
    const { made, scriptFor } = fakeScripts(() => 'never', 8_000);
    const run = runFreshScripts(['stalled.js'], scriptFor);
    const settled = expect(run).rejects.toThrow('stalled.js did not load in time');
    await vi.advanceTimersByTimeAsync(8_000);
    await settled;
    expect(made[0]?.isConnected).toBe(false);
  });
});
