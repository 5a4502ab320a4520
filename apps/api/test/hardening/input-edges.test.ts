// Findings 3, 11 and 14 of the security review: every assertion here failed before the fix.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { bearer } from '../helpers/accounts.js';
import { apiKey, newCaller, type Caller } from '../helpers/clients.js';
import { parseAnswer, rawExchange } from '../helpers/raw-http.js';

let t: TestApp;
let alice: Caller;
beforeAll(async () => {
  t = await createTestApp();
  alice = await newCaller(t.app, t.config.outboxDir);
}, 120_000);
afterAll(async () => t?.close());

const json = { 'content-type': 'application/json' };

describe('3. deeply nested JSON is a 400, never a 500', () => {
  const arrays = (n: number) => '['.repeat(n) + ']'.repeat(n);
  const objects = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
  const tooDeep = {
    code: 'VALIDATION_ERROR',
    error: 'Request body is nested too deeply (at most 32 levels)',
  };

  it.each([
    ['/api/auth/login', {}],
    ['/api/auth/signup', {}],
    ['/api/emaillookup', 'apikey'],
    ['/api/nothing-here', {}],
  ])('POST %s', async (url, auth) => {
    const headers = { ...json, ...(auth === 'apikey' ? apiKey(alice) : {}) };
    // 8,000 levels (16 KB) as in the review, and as deep as the 64 KB body limit allows.
    const bodies = [arrays(8000), objects(8000), `{"email":${arrays(8000)}}`, arrays(32_000)];
    for (const payload of bodies) {
      const res = await t.app.inject({ method: 'POST', url, headers, payload });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject(tooDeep);
    }
  });

  it('accepts 32 levels and refuses 33', async () => {
    const at = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: json,
        payload: `{"email":"a@example.com","password":"x","extra":${arrays(n - 1)}}`,
      });
    const ok = await at(32);
    expect(ok.statusCode, ok.body).toBe(401);
    const deep = await at(33);
    expect(deep.statusCode, deep.body).toBe(400);
    expect(deep.json()).toMatchObject(tooDeep);
  });
});

describe('11. the request log redacts secrets in the path', () => {
  it('keeps a key prefix and a card BIN, as in bodies', async () => {
    // A tenant of its own: the log holds exactly these calls.
    const carol = await newCaller(t.app, t.config.outboxDir);
    const key = `pk_live_${'Zq9'.repeat(10)}`;
    const card = '4242424242424242';
    const calls = [
      ['DELETE', `/api/reports/${key}`],
      ['GET', `/api/report/${card}`],
      // Escaped, the same secrets are still found.
      ['GET', `/api/report/${encodeURIComponent('4242 4242 4242 4242')}`],
      ['GET', `/api/report/pk%5Flive%5F${'Zq9'.repeat(10)}`],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method, url, headers: apiKey(carol) });
      expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
    }
    let paths: string[] = [];
    await vi.waitFor(
      async () => {
        await t.app.requestLog?.flush();
        const res = await t.app.inject({
          url: '/api/developers/requests?limit=100',
          headers: bearer(carol.token),
        });
        paths = (res.json() as { path: string }[]).map((e) => e.path);
        expect(paths).toHaveLength(calls.length);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(paths.sort()).toEqual(
      [
        '/api/reports/pk_live_Zq9Z…[REDACTED]',
        '/api/report/424242**********',
        '/api/report/4242%2042**%20****%20****',
        '/api/report/pk_live_Zq9Z…[REDACTED]',
      ].sort(),
    );
    const stored = JSON.stringify(paths);
    expect(stored).not.toContain(card);
    expect(stored).not.toContain('Zq9Zq9Zq9');
  });
});

describe('14. HTTP edge cases answer as documented', () => {
  it('answers CONNECT with 405 on a real server, then closes the connection', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const target of ['/api/health', 'example.com:443', '/api/nothing']) {
      const raw = await rawExchange(
        port,
        `CONNECT ${target} HTTP/1.1\r\nHost: example.com\r\n\r\n`,
      );
      expect(raw, target).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
      const answer = parseAnswer(raw);
      expect(answer.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      expect(answer.headers['x-request-id']).toBeTruthy();
      expect(JSON.parse(answer.body)).toMatchObject({
        code: 'METHOD_NOT_ALLOWED',
        error: 'Method CONNECT is not allowed',
        requestId: answer.headers['x-request-id'],
      });
    }
  });

  const broken = {
    code: 'VALIDATION_ERROR',
    error: 'Invalid URL: a %-escape is incomplete or not UTF-8',
  };
  it.each([
    '/api/health?x=%ED%A0%80',
    '/api/health?x=%E0%A4%A',
    '/api/health?%E0%A4%A=1',
    '/api/health?x=%zz',
    '/api/health/live%ED%A0%80',
    '/api/nothing/%E0%A4%A',
    '/api/report/%ED%A0%80',
    '/api/reports?cursor=%E0%A4%A',
  ])('GET %s is 400', async (url) => {
    const res = await t.app.inject({ url, headers: apiKey(alice) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject(broken);
  });

  it('keeps well-formed escapes', async () => {
    const res = await t.app.inject({ url: '/api/health?x=%C3%A9%F0%9F%98%80+%2B' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
