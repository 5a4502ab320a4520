import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from './mock-api';

const BASE = 'http://mock.test/api';
const { server, answer, recordRequests } = createMockApi(BASE);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
});
afterAll(() => server.close());

const post = (path: string, body: unknown) =>
  fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('answer', () => {
  it('passes the query and path parameters and the JSON body, and records the call', async () => {
    const calls = answer('post /members/:id/role', (args, body) => ({ args, body }));
    const response = await post('/members/m1/role?dry=1', { role: 'admin' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      args: { id: 'm1', dry: '1' },
      body: { role: 'admin' },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.authorization).toBe('Bearer tok');
    expect(calls[0]?.url.pathname).toBe('/api/members/m1/role');
  });

  it('answers 204 for undefined and passes a Response through', async () => {
    answer('delete /reports/:id', () => undefined);
    answer('get /reports', () => Response.json([1], { headers: { 'x-total-count': '1' } }));
    expect((await fetch(`${BASE}/reports/r1`, { method: 'DELETE' })).status).toBe(204);
    const list = await fetch(`${BASE}/reports`);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(await list.json()).toEqual([1]);
  });

  it('answers a { status, body } rejection with them, any other with 500 and its message', async () => {
    answer('post /refused', () => Promise.reject({ status: 409, body: { error: 'Taken' } }));
    answer('post /broken', () => {
      throw new Error('down');
    });
    const refused = await post('/refused', {});
    expect([refused.status, await refused.json()]).toEqual([409, { error: 'Taken' }]);
    const broken = await post('/broken', {});
    expect([broken.status, await broken.json()]).toEqual([500, { error: 'down' }]);
  });

  it('fails the request without a response for a status 0 rejection', async () => {
    answer('get /offline', () => Promise.reject({ status: 0 }));
    await expect(fetch(`${BASE}/offline`)).rejects.toThrow();
  });

  it('lets a later answer for the same route win', async () => {
    answer('get /value', () => 'first');
    answer('get /value', () => 'second');
    expect(await (await fetch(`${BASE}/value`)).json()).toBe('second');
  });
});

describe('recordRequests', () => {
  it('records the URL of every request from then on', async () => {
    answer('get /a', () => ({}));
    await fetch(`${BASE}/a?x=1`);
    const seen = recordRequests();
    await fetch(`${BASE}/a?x=2`);
    expect(seen.map((url) => url.search)).toEqual(['?x=2']);
  });
});
