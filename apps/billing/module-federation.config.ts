import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '../../module-federation.shared';
import { exposes } from './src/exposes';

/** The billing remote: Billing page and the two payment result pages, deployed on its own origin. */
export default createModuleFederationConfig({
  name: 'billing',
  exposes,
  shared: sharedSingletons,
  dts: false,
  // Browser-only remote: drop the Node branches of the MF runtime from remoteEntry.
  experiments: { optimization: { target: 'web' } },
});
