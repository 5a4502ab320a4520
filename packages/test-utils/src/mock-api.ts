/**
 * The tests' one mock API (MSW in Node): the pages call the real @pulse/api-client, which talks
 * HTTP to it, so a test checks what is sent over the wire and how the page takes each answer.
 */
import { http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';

/** Where the tests' API client sends its calls (setupTestEnvironment configures it). */
export const API = 'http://api.test/api';

/** The HTTP methods a route may name, lower case as in `get /billing`. */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A method and a path below API, e.g. `get /billing` or `delete /reports/:id`. */
export type Route = `${Method} /${string}`;

/** What the mock API saw of one request to a route. */
export interface ApiCall {
  /** The query and path parameters in one record (path parameters win a clash). */
  args: Record<string, string>;
  /** The parsed JSON body; undefined for a request without one. */
  body: unknown;
  /** The Authorization header, e.g. `Bearer tok`, or null. */
  authorization: string | null;
  /** The full request URL. */
  url: URL;
}

/**
 * A test's stand-in for one endpoint. What it returns or resolves is the answer: a Response as it
 * is (headers, HTML, a bare status), undefined as 204, anything else as 200 JSON. What it throws
 * or rejects with is a failure, see ApiFailure.
 */
export type Answer = (args: Record<string, string>, body: unknown, call: ApiCall) => unknown;

/**
 * A rejection of an Answer that the mock API answers as the server would: `status` with `body` as
 * JSON (no body: an empty one), or, with status 0, no response at all (a network failure). Any
 * other rejection answers 500 with its message as the error text (`{ error }`).
 */
export interface ApiFailure {
  status: number;
  body?: unknown;
}

/** The mock API and the helpers bound to it. */
export interface MockApi {
  /** The MSW server; setupTestEnvironment starts it, resets it after each test and stops it. */
  server: SetupServer;
  /**
   * Answers `route` with `fn` until the end of the test (later calls win over earlier ones).
   * @returns every call the route receives from now on, in order, to assert on what was sent
   */
  answer: (route: Route, fn: Answer) => ApiCall[];
  /**
   * Records the URL of every request the mock API receives from now on, answered or not.
   * @returns the list, filled as requests arrive
   */
  recordRequests: () => URL[];
}

const isFailure = (error: unknown): error is ApiFailure =>
  typeof error === 'object' && error !== null && typeof (error as ApiFailure).status === 'number';

/** The Response for what an Answer returned or resolved. */
function respond(value: unknown): Response {
  if (value instanceof Response) return value;
  if (value === undefined) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(value as object);
}

/** The Response for what an Answer threw or rejected with (see ApiFailure). */
function refuse(error: unknown): Response {
  if (!isFailure(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return HttpResponse.json({ error: message }, { status: 500 });
  }
  if (error.status === 0) return HttpResponse.error();
  return error.body === undefined
    ? new HttpResponse(null, { status: error.status })
    : HttpResponse.json(error.body as object, { status: error.status });
}

/**
 * A mock API with no handlers (MSW in Node), answering below `base`; a request no handler
 * answers is left to `onUnhandledRequest` of `server.listen` (setupTestEnvironment: an error).
 */
export function createMockApi(base: string = API): MockApi {
  const server = setupServer();

  const answer = (route: Route, fn: Answer): ApiCall[] => {
    const [method, path] = route.split(' ') as [Method, string];
    const calls: ApiCall[] = [];
    server.use(
      http[method](`${base}${path}`, async ({ request, params }) => {
        const url = new URL(request.url);
        const text = await request.text();
        const call: ApiCall = {
          args: { ...Object.fromEntries(url.searchParams), ...(params as Record<string, string>) },
          body: text ? JSON.parse(text) : undefined,
          authorization: request.headers.get('authorization'),
          url,
        };
        calls.push(call);
        try {
          return respond(await fn(call.args, call.body, call));
        } catch (error) {
          return refuse(error);
        }
      }),
    );
    return calls;
  };

  const recordRequests = (): URL[] => {
    const seen: URL[] = [];
    server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url)));
    return seen;
  };

  return { server, answer, recordRequests };
}

const mockApi = createMockApi();

/** The shared mock API's MSW server (the one setupTestEnvironment starts). */
export const server = mockApi.server;

/**
 * Answers `route` (`get /billing`, `post /members/invitations/:id/resend`) on the shared mock API
 * with `fn(args, body, call)`: args are the query and path parameters, body the parsed JSON body.
 * @returns the calls the route receives, in order
 */
export const answer = mockApi.answer;

/** Records the URL of every request the shared mock API receives from now on. */
export const recordRequests = mockApi.recordRequests;
