import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '../../module-federation.shared';
import { exposes } from './src/exposes';

/** The account remote: Dashboard and License Key pages, deployed on its own origin. */
export default createModuleFederationConfig({
  name: 'account',
  exposes,
  shared: sharedSingletons,
  dts: false,
});
