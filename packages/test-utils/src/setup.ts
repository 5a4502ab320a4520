/** The common vitest.setup.ts of the front-end apps: one call wires the mock API and the DOM. */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { configureApiClient } from '@pulse/api-client';
import { API, server } from './mock-api';

/**
 * Registers the hooks every front-end test file runs with; call it once from vitest.setup.ts.
 * - findBy and waitFor wait up to 5 s: forms, lazy chunks and charts settle slowly while turbo
 *   runs every suite at once on two cores; `PULSE_TIME_SCALE` multiplies that bound (a team's
 *   gate sets 10, so a loaded machine never fails a correct change: the bound only stops a hang);
 * - React is told the environment supports act();
 * - every call goes through the real API client to the shared mock API, and a request no handler
 *   answers fails the test, so a page cannot quietly ask for something new;
 * - after each test: the DOM is unmounted, the test's handlers and listeners dropped,
 *   localStorage cleared and real timers back. Test files share a DOM and module graph per
 *   worker (../vitest-projects.ts), so nothing a test leaves may reach the next file.
 */
export function setupTestEnvironment(): void {
  configure({ asyncUtilTimeout: 5_000 * timeScale() });
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  beforeAll(() => {
    configureApiClient({ baseURL: API, onSessionExpired: () => undefined });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.events.removeAllListeners();
    cleanup();
    server.resetHandlers();
    localStorage.clear();
    vi.useRealTimers();
  });
  afterAll(() => server.close());
}

/**
 * The factor every time bound of a test run is multiplied by: `PULSE_TIME_SCALE` (default 1). The
 * bounds stop hangs; waits end on the awaited state, so a larger factor costs a passing run nothing.
 */
function timeScale(): number {
  const scale = Number(process.env.PULSE_TIME_SCALE ?? 1);
  return Number.isFinite(scale) && scale >= 1 ? scale : 1;
}
