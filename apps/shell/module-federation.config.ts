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
  dts: false,
  experiments: { optimization: { target: 'web' } },
});
