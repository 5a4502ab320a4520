import { defineConfig } from 'vitest/config';
import { frontEndProjects } from '../test-utils/vitest-projects';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    // Typing whole forms with user-event is slow while turbo runs every package at once.
    testTimeout: 30_000,
    setupFiles: ['./src/test/setup.ts'],
    projects: frontEndProjects(import.meta.dirname),
  },
});
