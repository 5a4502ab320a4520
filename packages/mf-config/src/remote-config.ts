import path from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  createModuleFederationConfig,
  pluginModuleFederation,
} from '@module-federation/rsbuild-plugin';
import { parseRequireOverrides, providedShellOwned, sharedConfig } from './shared';

export type RemoteConfigOptions = {
  /** The Module Federation name, also the remote's key in the runtime manifest (e.g. `demo`). */
  name: string;
  /** `./ExposedName` → source file, checked against @pulse/remote-contracts by the remote. */
  exposes: Record<string, string>;
  /** The dev server's port (docs/architecture.md: reports 3001 … account 3004). */
  port: number;
  /** The remote's folder (`import.meta.dirname` of its rsbuild.config.ts). */
  appDir: string;
};

/** Where the API runs for `pnpm dev`: the dev servers proxy `/api` there. */
export const devApiOrigin = () => process.env.PULSE_API_URL ?? 'http://127.0.0.1:4000';

/**
 * The Module Federation part of a remote's config. A production build ships no copy of a
 * shell-owned module (`import: false`); `rsbuild dev` of the remote alone provides its own, since
 * its standalone page has no shell to take them from.
 * @throws Error when a production build would still provide a shell-owned module.
 */
export function remoteFederationConfig(
  options: Pick<RemoteConfigOptions, 'name' | 'exposes' | 'appDir'>,
  command: 'build' | 'dev' | string,
) {
  const overrides = parseRequireOverrides(process.env.PULSE_SHARED_REQUIRE);
  const shared =
    command === 'dev'
      ? sharedConfig('shell', options.appDir, overrides)
      : sharedConfig('remote', options.appDir, overrides);
  const provided = command === 'dev' ? [] : providedShellOwned(shared);
  if (provided.length > 0) {
    throw new Error(`${options.name} would provide shell-owned modules: ${provided.join(', ')}`);
  }
  return createModuleFederationConfig({
    name: options.name,
    exposes: options.exposes,
    shared,
    dts: false,
    experiments: { optimization: { target: 'web' } },
  });
}

/**
 * The whole Rsbuild config of a remote (one factory instead of four copies):
 * - `pnpm dev` serves the remote alone with a sign-in (see `./standalone`) and proxies `/api`;
 * - chunks load from the remote's own origin (`assetPrefix: 'auto'`), so a release can live under
 *   any versioned folder (`<origin>/<app>/<version>/`);
 * - `PULSE_OUT_DIR` builds elsewhere than `dist/` (release folders, test fixtures).
 */
export function defineRemoteConfig(options: RemoteConfigOptions) {
  return defineConfig(({ command }): RsbuildConfig => {
    const outDir = process.env.PULSE_OUT_DIR;
    return {
      plugins: [pluginReact(), pluginModuleFederation(remoteFederationConfig(options, command))],
      server: {
        port: Number(process.env.PORT ?? options.port),
        headers: { 'Access-Control-Allow-Origin': '*' },
        historyApiFallback: true,
        proxy: { '/api': devApiOrigin() },
      },
      output: {
        assetPrefix: 'auto',
        ...(outDir ? { distPath: { root: path.resolve(outDir) } } : {}),
      },
      // Two released versions never share a chunk name, so an in-place redeploy cannot serve one
      // version's chunk to the other (and a tab with the old entry gets a clean ChunkLoadError).
      tools: { rspack: { output: { hashSalt: process.env.MF_BUILD_VERSION ?? '' } } },
    };
  });
}
