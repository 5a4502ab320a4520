/**
 * The shell tests' one mock API (MSW in Node): the pages call the real @pulse/api-client, which
 * talks HTTP to it, so a test checks what is sent over the wire and how the page takes each answer.
 * A request no handler answers fails the test (vitest.setup.ts).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Mock } from 'vitest';
import { isApiError } from '@pulse/api-client';

/** Where the tests' API client sends its calls (vitest.setup.ts configures it). */
export const API = 'http://api.test/api';

/** The mock API; vitest.setup.ts starts it, drops the tests' handlers after each test and stops it. */
export const server = setupServer();

/** What a handler saw of a request besides its JSON body. */
export interface ApiCall {
  query: Record<string, string>;
  params: Record<string, string>;
  /** The Authorization header, e.g. `Bearer tok`, or null. */
  authorization: string | null;
}

/** A test's stand-in for one endpoint: given the JSON body (undefined for none), the answer. */
export type Endpoint = Mock<(body: unknown, call: ApiCall) => unknown>;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Serves `route` (e.g. `post /auth/login`) with `endpoint` for the current test. What it returns
 * or resolves is the 200 JSON answer (undefined: 204). An ApiError it throws or rejects with is
 * the API's refusal (its status and data); anything else it throws is a network failure.
 * @returns `endpoint`, to assert on the bodies and headers it was called with
 */
export function serve(route: `${Method} /${string}`, endpoint: Endpoint): Endpoint {
  const [method, path] = route.split(' ') as [Method, string];
  server.use(
    http[method](`${API}${path}`, async ({ request, params }) => {
      const text = await request.text();
      const call: ApiCall = {
        query: Object.fromEntries(new URL(request.url).searchParams),
        params: params as Record<string, string>,
        authorization: request.headers.get('authorization'),
      };
      try {
        const body: unknown = await endpoint(text ? JSON.parse(text) : undefined, call);
        return body === undefined
          ? new HttpResponse(null, { status: 204 })
          : HttpResponse.json(body as object);
      } catch (error) {
        if (isApiError(error) && error.status > 0)
          return HttpResponse.json(error.data, { status: error.status });
        return HttpResponse.error();
      }
    }),
  );
  return endpoint;
}
