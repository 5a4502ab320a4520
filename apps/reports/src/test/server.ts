import { setupServer } from 'msw/node';

/** Where the tests' API lives: the client is configured with this base (vitest.setup.ts). */
export const API = 'http://api.test/api';

/**
 * The one mock API of the remote's tests (MSW): each test adds the answers it needs with
 * `server.use(http.get(`${API}/…`, …))`; a request no handler answers fails the test.
 */
export const server = setupServer();
