// Vitest bundles its config with esbuild, which does not load a workspace package's TypeScript.
import { installedVersions } from '../../packages/mf-config/src/shared';
import { defineConfig } from 'vitest/config';
import { frontEndProjects } from '../../packages/test-utils/vitest-projects';

export default defineConfig({
  // The build-time constants of rsbuild.config.ts, as a production build has them.
  define: {
    __PULSE_SHELL_PROVIDES__: JSON.stringify(installedVersions(import.meta.dirname)),
    __PULSE_SHELL_VERSION__: JSON.stringify('0.0.0-test'),
    __PULSE_REMOTE_OVERRIDES__: 'false',
  },
  test: {
    environment: 'happy-dom',
    // Typing whole forms with user-event is slow while turbo runs every package at once.
    testTimeout: 30_000,
    setupFiles: ['./vitest.setup.ts'],
    projects: frontEndProjects(import.meta.dirname),
  },
});
