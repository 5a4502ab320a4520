/** The common vitest.setup.ts of the front-end apps: one call wires the mock API and the DOM. */
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { configureApiClient } from '@pulse/api-client';
import { API, server } from './mock-api';

/**
 * Registers the hooks every front-end test file runs with; call it once from vitest.setup.ts.
 * - findBy and waitFor wait up to 5 s: forms, lazy chunks and charts settle slowly while turbo
 *   runs every suite at once on two cores;
 * - React is told the environment supports act();
 * - every call goes through the real API client to the shared mock API, and a request no handler
 *   answers fails the test, so a page cannot quietly ask for something new;
 * - after each test: the DOM is unmounted, the test's handlers and listeners dropped,
 *   localStorage cleared and real timers back. Test files share a DOM and module graph per
 *   worker (../vitest-projects.ts), so nothing a test leaves may reach the next file.
 */
export function setupTestEnvironment(): void {
  configure({ asyncUtilTimeout: 5_000 });
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
