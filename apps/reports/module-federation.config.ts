import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '../../module-federation.shared';
import { exposes } from './src/exposes';

/** The reports remote: Reports list and Report detail pages, deployed on its own origin. */
export default createModuleFederationConfig({
  name: 'reports',
  exposes,
  shared: sharedSingletons,
  dts: false,
  // Browser-only remote: drop the Node branches of the MF runtime from remoteEntry.
  experiments: { optimization: { target: 'web' } },
});
