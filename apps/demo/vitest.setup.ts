import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { configureApiClient } from '@pulse/api-client';
import { API, server } from './src/test/server';

// Lazy routes and chunks resolve slowly while turbo runs every suite at once on two cores.
configure({ asyncUtilTimeout: 5_000 });

// Tell React that this environment supports act(): testing-library wraps its calls in it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApiClient({ baseURL: API, onSessionExpired: () => {} });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});

afterAll(() => server.close());
