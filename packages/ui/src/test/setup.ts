/**
 * Test setup: after each test, unmount rendered trees (globals are off, so RTL cannot do it
 * itself), clear localStorage and bring real timers back: test files share a DOM and module graph
 * per worker (packages/test-utils/vitest-projects.ts).
 */
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy routes and chunks resolve slowly while turbo runs every suite at once on two cores. A team's
// gate multiplies the bound (PULSE_TIME_SCALE, as in @pulse/test-utils, which this package cannot
// import): it only stops a hang.
// No Node types in this browser package: the test runner's process is reached through globalThis.
const env = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
const scale = Number(env?.PULSE_TIME_SCALE ?? 1);
configure({ asyncUtilTimeout: 5_000 * (Number.isFinite(scale) && scale >= 1 ? scale : 1) });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.useRealTimers();
});
