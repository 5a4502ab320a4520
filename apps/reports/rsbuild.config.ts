import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
  server: { port: 3001, headers: { 'Access-Control-Allow-Origin': '*' } },
  // Chunks must load from this remote's own origin, not the shell's.
  output: { assetPrefix: 'auto' },
});
