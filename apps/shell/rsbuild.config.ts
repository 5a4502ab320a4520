import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { devApiOrigin, installedVersions } from '@pulse/mf-config';
import moduleFederationConfig from './module-federation.config';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pluginPrerender } from './prerender-plugin';
import { pluginDevOverrideMarker } from './dev-override-plugin';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

// A release lives under /shell/<version>/ (scripts/release.mjs); a plain build at the root.
const assetPrefix = process.env.PULSE_ASSET_PREFIX ?? '/';
const distRoot = process.env.PULSE_OUT_DIR ? { root: process.env.PULSE_OUT_DIR } : {};

/** The build has the dev remote override compiled in. */
const remoteOverrides = (command: string) =>
  command === 'dev' || process.env.PULSE_REMOTE_OVERRIDES === '1';

export default defineConfig(({ command }) => ({
  plugins: [
    pluginReact(),
    // The federated app is the `web` environment only; the Node renderer of the prerendered public
    // pages (`prerender`, built with `rsbuild build`) is a plain bundle.
    pluginModuleFederation(moduleFederationConfig, { environment: 'web' }),
    ...(command === 'build'
      ? [pluginPrerender({ browser: 'web', light: 'public', node: 'prerender' })]
      : []),
    ...(command === 'build' && remoteOverrides(command) ? [pluginDevOverrideMarker] : []),
  ],
  source: {
    define: {
      // What the shell provides, checked against each remote's declared ranges before it renders.
      __PULSE_SHELL_PROVIDES__: JSON.stringify(installedVersions(import.meta.dirname)),
      __PULSE_SHELL_VERSION__: JSON.stringify(process.env.MF_BUILD_VERSION ?? version),
      // The dev-only remote URL override: on in `rsbuild dev`, or in a local
      // build made with PULSE_REMOTE_OVERRIDES=1; the code is dropped from every other build.
      __PULSE_REMOTE_OVERRIDES__: JSON.stringify(remoteOverrides(command)),
    },
  },
  html: {
    title: 'Pulse',
    template: './index.html',
    favicon: './src/assets/favicon.svg',
    meta: { description: 'Pulse: identity verification and fraud screening dashboard' },
  },
  server: {
    port: 3000,
    historyApiFallback: true,
    proxy: { '/api': devApiOrigin() },
  },
  environments: {
    web: {
      output: {
        assetPrefix,
        distPath: distRoot,
        // The prerender plugin reads which scripts the app's page loads.
        manifest: 'app-manifest.json',
      },
      tools: { rspack: { output: { hashSalt: process.env.MF_BUILD_VERSION ?? '' } } },
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
    },
    ...(command === 'build'
      ? {
          // The light entry of the public pages:
          // no federation, and `@pulse/router` resolved to its stand-in. Built
          // beside the app, in its own folder of the same output; the prerendered public pages
          // load it instead of the app (prerender-plugin.ts). Build only: `rsbuild dev` serves
          // every page from the app.
          public: {
            source: { entry: { public: './src/public-entry.tsx' } },
            resolve: {
              alias: {
                '@pulse/router$': path.join(import.meta.dirname, 'src/lib/public-navigation.tsx'),
              },
            },
            output: {
              target: 'web' as const,
              assetPrefix,
              distPath: {
                ...distRoot,
                js: 'static/public/js',
                jsAsync: 'static/public/js/async',
                css: 'static/public/css',
                cssAsync: 'static/public/css/async',
              },
              // The app's build cleans the folder they share.
              cleanDistPath: false,
              manifest: 'public-manifest.json',
            },
            tools: {
              htmlPlugin: false,
              rspack: { output: { hashSalt: process.env.MF_BUILD_VERSION ?? '' } },
            },
          },
          prerender: {
            source: { entry: { index: './src/app/prerender/render-page.tsx' } },
            output: {
              target: 'node' as const,
              // Outside dist: only the HTML it writes is shipped.
              distPath: { root: 'node_modules/.cache/prerender' },
              minify: false,
            },
          },
        }
      : {}),
  },
}));
