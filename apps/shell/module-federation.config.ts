import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '../../module-federation.shared';

/**
 * The host. It knows no remote at build time: remotes are registered at run time from
 * `/remotes.json` (see src/app/remotes/manifest.ts), so a remote ships without rebuilding the shell.
 */
export default createModuleFederationConfig({
  name: 'shell',
  remotes: {},
  shared: sharedSingletons,
  // The shell registers its shares first; 'loaded-first' keeps a remote from replacing one that is
  // not loaded yet (e.g. @pulse/ui/overlays before the first dialog), which 'version-first' does for
  // equal versions by comparing container names. Every shared module thus comes from the shell's build.
  shareStrategy: 'loaded-first',
  dts: false,
  experiments: { optimization: { target: 'web' } },
});
