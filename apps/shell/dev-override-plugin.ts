import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Marks a build with the dev override by a `dev-override.json` beside its index.html: the static
 * server adds `ws:` origins (a remote dev server's live reload) to the CSP of such a build only.
 */
export const pluginDevOverrideMarker: RsbuildPlugin = {
  name: 'pulse:dev-override-marker',
  setup(api) {
    api.processAssets(
      { stage: 'additional', environments: ['web'] },
      ({ compilation, sources }) => {
        compilation.emitAsset(
          'dev-override.json',
          new sources.RawSource(`${JSON.stringify({ remoteOverrides: true })}\n`),
        );
      },
    );
  },
};
