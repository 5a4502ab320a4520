import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
  html: {
    title: 'Pulse',
    favicon: './src/assets/favicon.svg',
    meta: { description: 'Pulse: identity verification and fraud screening dashboard' },
  },
  server: {
    port: 3000,
    historyApiFallback: true,
    proxy: { '/api': 'http://127.0.0.1:4000' },
  },
  output: { assetPrefix: '/' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
