import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import moduleFederationConfig from './module-federation.config';

export default defineConfig({
  plugins: [pluginReact(), pluginModuleFederation(moduleFederationConfig)],
  html: {
    title: 'Pulse',
    template: './index.html',
    favicon: './src/assets/favicon.svg',
    meta: { description: 'Pulse: identity verification and fraud screening dashboard' },
  },
  server: {
    port: 3000,
    historyApiFallback: true,
    proxy: { '/api': 'http://127.0.0.1:4000' },
  },
  output: { assetPrefix: '/' },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // Modules that two shared modules' chunks both use, being under splitChunks' minSize, were
      // copied into each: emotion's serializer (@emotion/react and Chakra in @pulse/ui) and lucide's
      // icon factory (@pulse/ui and the shell). One chunk each instead (-2 KB gzip on the sign-in page).
      override: {
        cacheGroups: {
          emotion: {
            test: /node_modules[\\/]@emotion[\\/](serialize|utils|hash|unitless|memoize|use-insertion-effect-with-fallbacks)[\\/]/,
            name: 'lib-emotion',
            chunks: 'all',
            enforce: true,
          },
          lucide: {
            test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/,
            name: 'lib-lucide',
            chunks: 'all',
            enforce: true,
          },
        },
      },
    },
  },
});
