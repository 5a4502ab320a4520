// HTTP's own edge cases against every route of openapi.json:
// every method (CONNECT over a real socket, since Node never hands it to the request handler),
// broken %-escapes in the path and the query, bodies nested past the limit and bodies of huge
// arrays. Deterministic: each input once per route. Beside openapi-fuzz.test.ts, which mixes the
// same inputs into its random cases, this one asserts the exact answer the contract gives.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import spec from '../../openapi.json' with { type: 'json' };
import { MAX_NESTING } from '../../src/plugins/input-guard.js';
import { ALLOWED_METHODS } from '../../src/plugins/security-headers.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { apiKey, newCaller, type Caller } from '../helpers/clients.js';
import { parseAnswer, rawExchange } from '../helpers/raw-http.js';

interface Operation {
  parameters?: { in: string; name: string }[];
  responses: Record<string, unknown>;
}
const paths = Object.entries(
  spec.paths as unknown as Record<string, Record<string, Operation>>,
).map(([path, ops]) => ({ path, ops }));

/** Methods a client may send: what some route serves, and a few it never does. */
const METHODS = [...ALLOWED_METHODS, 'TRACE', 'QUERY', 'PROPFIND', 'SEARCH', 'PURGE'];
/** Escapes that are not `%` + two hex digits, or whose bytes are not UTF-8. */
const BROKEN = ['%ED%A0%80', '%E0%A4%A', '%zz', '%C0%AF', '%FF', '%'];
const BROKEN_URL = {
  code: 'VALIDATION_ERROR',
  error: 'Invalid URL: a %-escape is incomplete or not UTF-8',
};
const TOO_DEEP = {
  code: 'VALIDATION_ERROR',
  error: `Request body is nested too deeply (at most ${MAX_NESTING} levels)`,
};

const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
/** Bodies nested past the limit, each within the 64 KB body limit (8,000 levels overflowed a recursive walk). */
const DEEP = [
  arrays(8000),
  objects(8000),
  `{"email":${arrays(2000)},"ip":"1.1.1.1"}`,
  arrays(32_000),
  arrays(MAX_NESTING + 1),
  objects(MAX_NESTING + 1),
];
/** Bodies of huge arrays, each just within the 64 KB body limit: walked, never refused by size. */
const HUGE = [
  `[${Array(32_000).fill(0).join(',')}]`,
  `{"ip":[${Array(15_000).fill('"a"').join(',')}]}`,
  `[${Array(10_000).fill('{}').join(',')}]`,
  `{"emails":[${Array(2_000).fill('"someone@example.com"').join(',')}]}`,
];

/** A concrete URL for a path template: every parameter a well-formed value. */
const concrete = (path: string) => path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');

let t: TestApp;
let me: Caller;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  me = await newCaller(t.app, t.config.outboxDir);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => t?.close());

describe.each(paths)('$path', ({ path, ops }) => {
  const url = concrete(path);

  it('answers every method: documented ones as documented, others with the error body', async () => {
    for (const method of METHODS) {
      const op = ops[method.toLowerCase()] ?? (method === 'HEAD' ? ops.get : undefined);
      const res = await t.app.inject({ method: method as 'GET', url });
      const what = `${method} ${url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, what).toBeLessThan(500);
      if (op) expect(op.responses[String(res.statusCode)], what).toBeDefined();
      else if (method === 'OPTIONS') expect(res.statusCode, what).toBe(204);
      else if (!ALLOWED_METHODS.includes(method)) {
        expect(res.statusCode, what).toBe(405);
        expect(res.headers.allow).toBe(ALLOWED_METHODS.join(', '));
      } else {
        // No route serves this method here: 404, or the answer of a route whose pattern the
        // path also matches (DELETE /api/sessions/revoke-others is DELETE /api/sessions/{id}).
        expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      }
      if (res.statusCode >= 400 && method !== 'HEAD')
        expect(res.json(), what).toEqual({
          error: expect.any(String),
          code: expect.any(String),
          requestId: res.headers['x-request-id'],
        });
    }
  });

  it('answers CONNECT with 405 over a real connection, then closes it', async () => {
    const answer = parseAnswer(
      await rawExchange(port, `CONNECT ${url} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    );
    expect(answer.status, answer.body).toBe(405);
    expect(answer.headers.allow).toBe(ALLOWED_METHODS.join(', '));
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
  });

  it.each(Object.keys(ops).map((m) => m.toUpperCase()))(
    '%s refuses broken %%-escapes in the path and the query with 400',
    async (method) => {
      const op = ops[method.toLowerCase()];
      const params = op?.parameters?.filter((p) => p.in === 'path') ?? [];
      for (const bad of BROKEN) {
        const urls = [`${url}?q=${bad}`, `${url}?${bad}=1`, `${url}${bad}`];
        // In a path parameter the router meets it first: the same answer.
        if (params.length) urls.push(path.replace(/\{\w+\}/g, `x${bad}y`));
        for (const target of urls) {
          const res = await t.app.inject({
            method: method as 'GET',
            url: target,
            headers: apiKey(me),
          });
          expect(res.statusCode, `${method} ${target}: ${res.body}`).toBe(400);
          expect(res.json()).toMatchObject(BROKEN_URL);
        }
      }
    },
  );

  const withBody = Object.keys(ops)
    .map((m) => m.toUpperCase())
    .filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m));
  // The Stripe webhook keeps its body as raw bytes for the signature check: no JSON is parsed.
  const parsesJson = path !== '/api/payments/webhook';

  if (withBody.length > 0)
    it('refuses bodies nested past the limit and takes huge arrays without a 5xx', async () => {
      for (const method of withBody) {
        const op = ops[method.toLowerCase()] as Operation;
        // Nesting is refused before anyone is signed in; huge arrays go as far as a key gets them.
        const cases = [
          ...DEEP.map((payload) => ({ payload, deep: true, headers: {} })),
          ...HUGE.map((payload) => ({ payload, deep: false, headers: apiKey(me) })),
        ];
        for (const { payload, deep, headers } of cases) {
          const res = await t.app.inject({
            method: method as 'POST',
            url,
            headers: { ...headers, 'content-type': 'application/json' },
            payload,
          });
          const what = `${method} ${url} ${payload.slice(0, 20)}… → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          expect(op.responses[String(res.statusCode)], what).toBeDefined();
          if (deep && parsesJson) expect(res.json(), what).toMatchObject(TOO_DEEP);
        }
      }
    });
});
