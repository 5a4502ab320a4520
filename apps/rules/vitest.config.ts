import { defineConfig } from 'vitest/config';
import { frontEndProjects } from '../../packages/test-utils/vitest-projects';

export default defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    projects: frontEndProjects(import.meta.dirname),
    testTimeout: 30_000,
  },
});
