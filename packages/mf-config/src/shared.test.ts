import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { remoteFederationConfig } from './remote-config';
import {
  providedShellOwned,
  repoRoot,
  requiredRange,
  sharedConfig,
  SHELL_OWNED,
  unversionedShellOwned,
} from './shared';

const remotes = ['account', 'reports', 'demo', 'billing', 'screening', 'rules'] as const;
const appDir = (name: string) => path.join(repoRoot, 'apps', name);

async function remoteOptions(name: (typeof remotes)[number]) {
  const { remote } = (await import(path.join(appDir(name), 'module-federation.config.ts'))) as {
    remote: { name: string; exposes: Record<string, string>; appDir: string };
  };
  return remote;
}

afterEach(() => {
  delete process.env.PULSE_SHARED_REQUIRE;
});

describe('shared-module ownership', () => {
  it.each(remotes)(
    "the %s remote's production build provides no shell-owned module",
    async (name) => {
      const config = remoteFederationConfig(await remoteOptions(name));
      const shared = config.shared as Record<string, { import?: false; requiredVersion?: string }>;
      expect(providedShellOwned(shared)).toEqual([]);
      for (const module of SHELL_OWNED) {
        expect(shared[module]?.requiredVersion, module).toMatch(/^\^\d+\.\d+\.\d+/);
      }
    },
  );

  it('a remote config that would provide a shell-owned module is refused', async () => {
    const shared = sharedConfig('remote', appDir('demo'));
    expect(providedShellOwned({ ...shared, '@pulse/ui': { requiredVersion: '^1.0.0' } })).toEqual([
      '@pulse/ui',
    ]);
    expect(providedShellOwned({ ...shared, react: { import: 'react' } })).toEqual(['react']);
  });

  it('the shell provides every shell-owned module', () => {
    const shared = sharedConfig('shell', appDir('shell'));
    expect(providedShellOwned(shared).sort()).toEqual([...SHELL_OWNED].sort());
  });

  it("a remote's manifest states the range its own package.json declares, not the package's version", async () => {
    const { readFile } = await import('node:fs/promises');
    const demo = JSON.parse(await readFile(path.join(appDir('demo'), 'package.json'), 'utf8'));
    expect(demo.peerDependencies['@pulse/ui']).toMatch(/^workspace:\^\d+\.\d+\.\d+$/);
    expect(requiredRange('@pulse/ui/overlays', appDir('demo'))).toBe(
      demo.peerDependencies['@pulse/ui'].slice('workspace:'.length),
    );
    expect(requiredRange('jotai/utils', appDir('demo'))).toBe(demo.dependencies.jotai);
    expect(() => requiredRange('left-pad', appDir('demo'))).toThrow(
      '@pulse/demo shares left-pad but does not depend on left-pad',
    );
  });

  it.each(remotes)(
    'the %s remote declares an explicit range of every shell-owned workspace package',
    (name) => {
      expect(unversionedShellOwned(appDir(name))).toEqual([]);
    },
  );

  it("the shell's own workspace dependencies stand for their current version", async () => {
    const { readFile } = await import('node:fs/promises');
    const ui = JSON.parse(await readFile(path.join(repoRoot, 'packages/ui/package.json'), 'utf8'));
    expect(requiredRange('@pulse/ui', appDir('shell'))).toBe(`^${ui.version}`);
  });

  it('a fixture build may declare a newer range, still without a copy', async () => {
    process.env.PULSE_SHARED_REQUIRE = '@pulse/auth@^1.1.0';
    const config = remoteFederationConfig(await remoteOptions('demo'));
    const shared = config.shared as Record<string, { import?: false; requiredVersion?: string }>;
    expect(shared['@pulse/auth']).toEqual({
      singleton: true,
      requiredVersion: '^1.1.0',
      import: false,
    });
  });
});
