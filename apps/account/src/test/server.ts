/**
 * The account tests' one mock API (MSW in Node): every test talks HTTP to it through the real
 * @pulse/api-client, and a test that needs another answer says so with `server.use(...)`.
 */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** Where the tests' API client sends its calls (vitest.setup.ts configures it). */
export const API = 'http://api.test/api';

/** The mock API; vitest.setup.ts starts it, resets its overrides after each test and stops it. */
export const server = setupServer(...handlers);

/**
 * Records the URL of every request the mock API receives from now on (until the test ends).
 * @returns the list, filled as requests arrive
 */
export function recordRequests(): URL[] {
  const seen: URL[] = [];
  const listener = ({ request }: { request: Request }) => void seen.push(new URL(request.url));
  server.events.on('request:start', listener);
  return seen;
}

/**
 * An answer of the mock API from a test's stand-in for one call: its value as JSON (no value: 204),
 * or, when it throws, a 429 whose message is the error's (what the page shows as the API's reason).
 */
export async function answer(call: () => unknown): Promise<Response> {
  const { HttpResponse } = await import('msw');
  try {
    const body = await call();
    return body === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(body);
  } catch (error) {
    return HttpResponse.json({ message: (error as Error).message }, { status: 429 });
  }
}
