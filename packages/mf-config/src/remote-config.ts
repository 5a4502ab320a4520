import path from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import {
  createModuleFederationConfig,
  pluginModuleFederation,
} from '@module-federation/rsbuild-plugin';
import {
  parseRequireOverrides,
  providedShellOwned,
  sharedConfig,
  unversionedShellOwned,
} from './shared';
import { esmFederationRuntime, federationRuntimeManifest } from './federation-runtime';

export type RemoteConfigOptions = {
  /** The Module Federation name, also the remote's key in the runtime manifest (e.g. `demo`). */
  name: string;
  /** `./ExposedName` → source file, checked against @pulse/remote-contracts by the remote. */
  exposes: Record<string, string>;
  /** The dev server's port. */
  port: number;
  /** The remote's folder (`import.meta.dirname` of its rsbuild.config.ts). */
  appDir: string;
};

/** Which build a federation config is for: `rsbuild build` or `rsbuild dev`. */
export type RemoteBuildCommand = 'build' | 'dev';

/** Where the API runs for `pnpm dev`: the dev servers proxy `/api` there. */
export const devApiOrigin = () => process.env.PULSE_API_URL ?? 'http://127.0.0.1:4000';

/**
 * The Module Federation part of a remote's config: it ships no copy of a shell-owned module
 * (`import: false`) and declares the ranges of the remote's package.json (docs/delivery.md,
 * "Versions"), so a dev server can be loaded by a shell too. A production build also takes the
 * federation runtime from the shell (`externalRuntime`, stated as `federationRuntime: "external"`
 * in its mf-manifest); `rsbuild dev` keeps its own.
 * @param options the remote's name, exposed pages and folder.
 * @param command `build` (the default) or `dev`.
 * @returns the config for `pluginModuleFederation`.
 * @throws Error when it would provide a shell-owned module, or when the remote's package.json
 *   leaves a shell-owned workspace package without an explicit range.
 */
export function remoteFederationConfig(
  options: Pick<RemoteConfigOptions, 'name' | 'exposes' | 'appDir'>,
  command: RemoteBuildCommand = 'build',
) {
  const overrides = parseRequireOverrides(process.env.PULSE_SHARED_REQUIRE);
  const unversioned = unversionedShellOwned(options.appDir);
  if (unversioned.length > 0) {
    throw new Error(
      `${options.name} declares no range in peerDependencies for: ${unversioned.join(', ')}`,
    );
  }
  const shared = sharedConfig('remote', options.appDir, overrides);
  const provided = providedShellOwned(shared);
  if (provided.length > 0) {
    throw new Error(`${options.name} would provide shell-owned modules: ${provided.join(', ')}`);
  }
  return createModuleFederationConfig({
    name: options.name,
    exposes: options.exposes,
    shared,
    dts: false,
    // The shell's federation runtime, not a copy per remote (docs/adr/0050-external-federation-
    // runtime.md): the release gate refuses such a remote while the live shell lacks it.
    ...(command === 'build' ? { manifest: federationRuntimeManifest('external') } : {}),
    experiments: { optimization: { target: 'web' }, externalRuntime: command === 'build' },
  });
}

/**
 * `rsbuild dev` only: the remote's page on its own,
 * a plain bundle beside the federated build, with its own copy of every module since no shell is
 * there. Its files live in their own folders, so the two builds never serve each other's.
 */
const standaloneEnvironment = {
  source: { entry: { index: './src/index.ts' } },
  output: {
    distPath: {
      js: 'static/standalone/js',
      jsAsync: 'static/standalone/js/async',
      css: 'static/standalone/css',
      cssAsync: 'static/standalone/css/async',
    },
  },
};

/**
 * The whole Rsbuild config of a remote (one factory instead of four copies):
 * - the federated build (environment `web`) ships no shell-owned module, in `rsbuild build` and in
 *   `rsbuild dev` alike, so a running shell can load a dev server (`?remote-<name>=`);
 * - `pnpm dev` also serves the remote alone at `/` with a sign-in (environment `standalone`, see
 *   `./standalone`) and proxies `/api` (docs/adr/0023-independent-delivery.md);
 * - chunks load from the remote's own origin (`assetPrefix: 'auto'`), so a release can live under
 *   any versioned folder (`<origin>/<app>/<version>/`);
 * - `PULSE_OUT_DIR` builds elsewhere than `dist/` (release folders, test fixtures).
 */
export function defineRemoteConfig(options: RemoteConfigOptions) {
  return defineConfig(({ command }): RsbuildConfig => {
    const outDir = process.env.PULSE_OUT_DIR;
    const federation = pluginModuleFederation(
      remoteFederationConfig(options, command === 'dev' ? 'dev' : 'build'),
      {
        environment: 'web',
      },
    );
    return {
      plugins: command === 'dev' ? [federation] : [pluginReact(), federation],
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
      tools: {
        rspack: {
          output: { hashSalt: process.env.MF_BUILD_VERSION ?? '' },
          // The runtime's ES modules: tree-shaken, and their core is the shell's (federation-runtime.ts).
          plugins: command === 'build' ? [esmFederationRuntime()] : [],
        },
      },
      ...(command === 'dev'
        ? {
            environments: {
              // What a shell loads: mf-manifest.json, its entry and the exposed pages (the page at
              // `/` is the standalone build's). React code runs against the shell's React, which
              // is a production build unless the shell is a dev server: the JSX runtime and the
              // bundled libraries take their production branch (React's development JSX runtime
              // calls internals a production React lacks), and there is no Fast Refresh (it needs
              // a development React); a change reloads the page. Every chunk is compiled up front:
              // lazy compilation's requests would go to the shell's origin.
              web: {
                source: { entry: {} },
                dev: { lazyCompilation: false },
                tools: { htmlPlugin: false, rspack: { optimization: { nodeEnv: 'production' } } },
                plugins: [
                  pluginReact({ fastRefresh: false, swcReactOptions: { development: false } }),
                ],
              },
              standalone: { ...standaloneEnvironment, plugins: [pluginReact()] },
            },
          }
        : {}),
    };
  });
}
