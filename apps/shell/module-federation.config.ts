import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { federationRuntimeManifest, sharedConfig } from '@pulse/mf-config';

/**
 * The host. It knows no remote at build time: remotes are registered at run time from
 * `/remotes.json` (see src/app/remotes/manifest.ts), so a remote ships without rebuilding the shell.
 * It provides every shell-owned shared module (docs/delivery.md, "Who provides what"); remotes ship no copy of them.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedConfig('shell', import.meta.dirname),
  // The shell registers its shares first and its runtime plugin (src/app/remotes/
  // shell-owned-shares.ts) resolves every shell-owned module to the shell's copy.
  shareStrategy: 'loaded-first',
  dts: false,
  // Offers this runtime to the remotes, built without their own (`externalRuntime`), and says so
  // in its mf-manifest for the release gate (docs/adr/0050-external-federation-runtime.md).
  manifest: federationRuntimeManifest('provider'),
  experiments: { optimization: { target: 'web' }, provideExternalRuntime: true },
});
