import { defineConfig } from 'vitest/config';
import { frontEndProjects } from '../../packages/test-utils/vitest-projects';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    // Typing whole forms with user-event is slow while turbo runs every package at once.
    testTimeout: 30_000,
    setupFiles: ['./vitest.setup.ts'],
    projects: frontEndProjects(import.meta.dirname),
  },
});
