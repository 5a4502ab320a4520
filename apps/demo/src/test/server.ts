import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** Where the tests' API lives: the client is configured with this base (vitest.setup.ts). */
export const API = 'http://api.test/api';

/**
 * The one mock API of the remote's tests (MSW): each test adds the answers it needs; a request no
 * handler answers fails the test.
 */
export const server = setupServer();

type Answer = (args: Record<string, string>, body: unknown) => unknown;

/**
 * Answers `method path` (e.g. `post /emaillookup`) with what `answer` returns or resolves, given the
 * request's query and path parameters and its JSON body: a value as JSON, a `Response` (e.g.
 * `HttpResponse.json(body, { status: 402 })` or `HttpResponse.error()`) as it is; a rejection
 * answers 500 with its message as the error.
 * @returns the JSON body of each request received (undefined for one without a body), in order
 */
export function answer(
  route: `${'get' | 'post' | 'put' | 'delete'} /${string}`,
  fn: Answer,
): unknown[] {
  const [method, path] = route.split(' ') as ['get' | 'post' | 'put' | 'delete', string];
  const received: unknown[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request, params }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      const text = await request.text();
      const body: unknown = text === '' ? undefined : JSON.parse(text);
      received.push(body);
      try {
        const reply = await fn({ ...query, ...(params as object) }, body);
        return reply instanceof Response ? reply : HttpResponse.json(reply as object);
      } catch (error) {
        return HttpResponse.json({ error: (error as Error).message }, { status: 500 });
      }
    }),
  );
  return received;
}
