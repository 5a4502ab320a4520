import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '../../module-federation.shared';
import { exposes } from './src/exposes';

/** The demo remote: the Service Demo page and its eight forms, deployed on its own origin. */
export default createModuleFederationConfig({
  name: 'demo',
  exposes,
  shared: sharedSingletons,
  dts: false,
  experiments: { optimization: { target: 'web' } },
});
