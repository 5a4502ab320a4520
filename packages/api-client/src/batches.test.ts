import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  batchContentType,
  batchQueries,
  batchResultsUrl,
  batchTemplateUrl,
  cancelBatch,
  configureApiClient,
  getBatchResults,
  getBatchTemplate,
  isApiError,
  startBatch,
  updateBatchMapping,
  uploadBatch,
} from './index';

const BASE = 'http://api.test/api';

type Sent = { url: string; method: string; headers: Headers; body: unknown };
let sent: Sent[] = [];

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        url: String(input),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: init?.body,
      });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

beforeEach(() => {
  sent = [];
  localStorage.clear();
  localStorage.setItem(
    'root',
    JSON.stringify({ user: { token: 't.jwt', apiKey: 'pk_live_x', clientId: 'c1' } }),
  );
  configureApiClient({ baseURL: BASE, onSessionExpired: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('batches endpoints', () => {
  it('uploadBatch sends the file itself as the body, typed by its extension', async () => {
    answer({ id: 'b1' }, 201);
    const file = new File(['f_name,l_name\nAda,Lovelace\n'], 'people.csv');
    await uploadBatch({ service: 'amlPerson', file });
    const call = sent[0];
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe(`${BASE}/batches?service=amlPerson&fileName=people.csv`);
    expect(call?.headers.get('content-type')).toBe('text/csv');
    expect(call?.headers.get('pulse-mode')).toBe('live');
    expect(call?.headers.get('authorization')).toBe('Bearer t.jwt');
    expect(call?.body).toBe(file);
  });

  it('an .ndjson file goes as application/x-ndjson', async () => {
    answer({ id: 'b1' }, 201);
    await uploadBatch({ service: 'emailLookup', file: new File(['{}\n'], 'mails.NDJSON') });
    expect(sent[0]?.headers.get('content-type')).toBe('application/x-ndjson');
    expect(batchContentType('a.jsonl')).toBe('application/x-ndjson');
    expect(batchContentType('a.txt')).toBe('text/csv');
  });

  it("a refused file's error keeps the line the API names", async () => {
    answer({ error: 'Line 3: 4 cells, the header has 5', code: 'RAGGED_ROW', line: 3 }, 400);
    const error = await uploadBatch({ service: 'amlPerson', file: new File(['x'], 'x.csv') }).catch(
      (e: unknown) => e,
    );
    expect(isApiError(error) && error.message).toBe('Line 3: 4 cells, the header has 5');
    expect(isApiError(error) && error.data.line).toBe(3);
  });

  it('mapping, start and cancel are JSON calls on the batch', async () => {
    answer({});
    await updateBatchMapping('b 1', ['f_name', null]);
    await startBatch('b1');
    await cancelBatch('b1');
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual([
      `PUT ${BASE}/batches/b%201/mapping`,
      `POST ${BASE}/batches/b1/start`,
      `POST ${BASE}/batches/b1/cancel`,
    ]);
    expect(JSON.parse(String(sent[0]?.body))).toEqual({ mapping: ['f_name', null] });
  });

  it('the list and detail queries read GET /batches and GET /batches/{id}', async () => {
    answer({ items: [], nextCursor: null });
    const client = new QueryClient();
    await client.fetchQuery(batchQueries.list({ mode: 'test', limit: 20 }));
    expect(sent[0]?.url).toBe(`${BASE}/batches?limit=20`);
    await client.fetchQuery(batchQueries.detail({ id: 'b1', mode: 'live' }));
    expect(sent[1]?.url).toBe(`${BASE}/batches/b1`);
    expect(batchQueries.list({ mode: 'test' }).queryKey[0]).toBe('batches');
  });

  it('reads the template and results files as they are', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        sent.push({ url: String(input), method: 'GET', headers: new Headers(), body: undefined });
        return new Response('row,decision\n1,VERIFIED\n', {
          headers: { 'content-type': 'text/csv' },
        });
      }),
    );
    const results = await getBatchResults('b1', 'csv');
    expect(await results.text()).toBe('row,decision\n1,VERIFIED\n');
    expect(sent[0]?.url).toBe(`${BASE}/batches/b1/results?format=csv`);
    await getBatchTemplate('amlPerson');
    expect(sent[1]?.url).toBe(`${BASE}/batches/templates/amlPerson`);
  });

  it('links the template and results files', () => {
    expect(batchTemplateUrl('amlPerson')).toBe('/api/batches/templates/amlPerson');
    expect(batchResultsUrl('b1', 'ndjson')).toBe('/api/batches/b1/results?format=ndjson');
  });
});
