import { existsSync } from 'node:fs';
import { rspack, type Rspack } from '@rsbuild/core';

/**
 * The key of a build's `mf-manifest.json` `metaData` that says how it stands to the Module
 * Federation runtime (docs/delivery.md, "One federation runtime"):
 * - `external`: a remote built with `experiments.externalRuntime`; it has no runtime core of its
 *   own and runs only inside a shell that provides one;
 * - `provider`: a shell built with `experiments.provideExternalRuntime`.
 * A build without the key embeds its own runtime (every remote released before this).
 * `@pulse/release` (`federation-runtime.mjs`) reads it before a release goes live.
 */
export const FEDERATION_RUNTIME_KEY = 'federationRuntime';

/** How a build stands to the federation runtime, as its manifest states it. */
export type FederationRuntimeRole = 'external' | 'provider';

/**
 * The `manifest` option of a federation config that writes the build's runtime role into its
 * `mf-manifest.json` (`metaData.federationRuntime`).
 * @param role `external` for a remote without its own runtime, `provider` for the shell.
 * @returns the value of `createModuleFederationConfig`'s `manifest` option.
 */
export function federationRuntimeManifest(role: FederationRuntimeRole) {
  return {
    additionalData: ({ stats }: { stats: { metaData: object } }) => {
      Object.assign(stats.metaData, { [FEDERATION_RUNTIME_KEY]: role });
    },
  };
}

/** The CommonJS files of the federation runtime packages, as rspack resolves them. */
const RUNTIME_CJS =
  /[\\/]@module-federation[\\/](webpack-bundler-runtime|runtime|runtime-core|sdk|error-codes)[\\/]dist[\\/][^\\/]+\.cjs$/;

/**
 * An rspack plugin that bundles the ES module builds of the federation runtime packages instead of
 * their CommonJS builds. Rspack's federation plugin finds the bundler runtime with
 * `require.resolve`, which gives the `.cjs` files: CommonJS is not tree-shaken, so a remote carried
 * every helper of `@module-federation/sdk` and the error texts (about 5 KB gzip of its entry), and
 * its `require` of the runtime core is what `externalRuntime` must turn into the shell's copy. The
 * ES builds sit beside them (`index.js` or `index.mjs` for `index.cjs`) with the same code; a file
 * without one is left as it is.
 * @returns the plugin, for `tools.rspack.plugins` of a remote's production build.
 */
export function esmFederationRuntime(): Rspack.RspackPluginInstance {
  return new rspack.NormalModuleReplacementPlugin(RUNTIME_CJS, (data) => {
    const created = (data as { createData?: { resource?: string } }).createData;
    if (!created?.resource) return;
    const esm = [
      created.resource.replace(/\.cjs$/, '.js'),
      created.resource.replace(/\.cjs$/, '.mjs'),
    ];
    const found = esm.find((file) => existsSync(file));
    if (found) created.resource = found;
  });
}
