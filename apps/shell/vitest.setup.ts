import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { configureApiClient } from '@pulse/api-client';
import { API, server } from './src/test/server';

// Lazy routes and chunks resolve slowly while turbo runs every suite at once on two cores.
configure({ asyncUtilTimeout: 5_000 });

// Tell React that this environment supports act(): testing-library wraps its calls in it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Every call goes through the real API client to the mock API (src/test/server.ts); a call no
// handler answers fails the test, so a page cannot quietly ask for something new.
beforeAll(() => {
  configureApiClient({ baseURL: API, onSessionExpired: () => undefined });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
