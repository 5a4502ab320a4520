import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const manifestPath = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../apps/shell/public/remotes.json',
);
const shellManifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const sixth = 'http://localhost:3006/mf-manifest.json';

afterEach(() => {
  vi.doUnmock('../../../apps/shell/public/remotes.json');
  vi.resetModules();
});

/** The modules as they load when the shell's runtime manifest lists a sixth remote. */
async function withSixthRemote() {
  vi.resetModules();
  vi.doMock('../../../apps/shell/public/remotes.json', () => ({
    default: { ...shellManifest, sixth },
  }));
  return {
    origin: await import('./origin.mjs'),
    local: await import('./local-remotes.mjs'),
  };
}

describe('the remotes come from the runtime manifest', () => {
  it("releases, rolls back and gates every remote of the shell's manifest, in its order", async () => {
    const { APPS, REMOTES } = await import('./origin.mjs');
    expect(REMOTES).toEqual(Object.keys(shellManifest));
    expect(APPS).toEqual(['shell', ...Object.keys(shellManifest)]);
  });

  it('picks up a sixth remote added to the manifest, with its local port', async () => {
    const { origin, local } = await withSixthRemote();
    expect(origin.REMOTES).toEqual([...Object.keys(shellManifest), 'sixth']);
    expect(origin.APPS.at(-1)).toBe('sixth');
    expect(origin.versionDir('/origin', 'sixth', '1.0.0')).toBe(path.join('/origin/sixth/1.0.0'));
    expect(local.LOCAL_REMOTES.at(-1)).toEqual({ name: 'sixth', url: sixth, port: 3006 });
  });

  it('refuses a manifest entry without an http(s) URL and port', async () => {
    const { remotesOf } = await import('./local-remotes.mjs');
    expect(() => remotesOf({ sixth: '/sixth/mf-manifest.json' })).toThrow(/no http\(s\) URL/);
    expect(() => remotesOf({ sixth: 'https://cdn.example.com/mf-manifest.json' })).toThrow(
      /no port/,
    );
    expect(() => remotesOf(['sixth'])).toThrow(/not a JSON object/);
  });
});
