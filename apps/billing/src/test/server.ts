import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Where the tests' API lives: the client is configured with this base (vitest.setup.ts). */
export const API = 'http://api.test/api';

/**
 * The one mock API of the remote's tests (MSW): each test adds the answers it needs; a request no
 * handler answers fails the test.
 */
export const server = setupServer();

type Answer = (args: Record<string, string>) => unknown;

/**
 * Answers `method path` (e.g. `get /billing`) with what `answer` returns or resolves, given the
 * request's query and path parameters; a rejection answers 500 with its message as the error, an
 * `{ status, body }` rejection that status and body.
 */
export function answer(route: `${'get' | 'post' | 'put' | 'delete'} /${string}`, fn: Answer) {
  const [method, path] = route.split(' ') as ['get' | 'post' | 'put' | 'delete', string];
  server.use(
    http[method](`${API}${path}`, async ({ request, params }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      try {
        return HttpResponse.json((await fn({ ...query, ...(params as object) })) as object);
      } catch (error) {
        const failure = error as { status?: number; body?: object; message?: string };
        return HttpResponse.json(failure.body ?? { error: failure.message ?? 'error' }, {
          status: failure.status ?? 500,
        });
      }
    }),
  );
}
