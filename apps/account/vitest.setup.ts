import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { configureApiClient } from '@pulse/api-client';
import { API, server } from './src/test/server';

// Forms, lazy chunks and the dashboard's chart settle slowly while turbo runs every suite at once
// on two cores: the default one second of findBy*/waitFor was once too short for a validation
// message to show.
configure({ asyncUtilTimeout: 5_000 });

// Every call goes through the real API client to the mock API (src/test/server.ts); a call no
// handler answers fails the test, so a page cannot quietly ask for something new.
beforeAll(() => {
  configureApiClient({ baseURL: API, onSessionExpired: () => undefined });
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.events.removeAllListeners();
  cleanup();
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());
