import { describe, expect, it, vi } from 'vitest';
import {
  clearRequestCache,
  deleteReport,
  getAccountSummary,
  getBilling,
  getPayment,
  getVerificationCountsResponse,
  listReports,
  REQUEST_CACHE_FRESH_MS,
} from './index';
import { RequestCache } from './request-cache';
import { BASE, calls, reply, rejection, signIn, user, useFakeApi } from './test/fake-api';

useFakeApi();

/** A request that answers when told to, and records whether it was aborted. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (err: unknown) => void = () => {};
  const signals: AbortSignal[] = [];
  const start = vi.fn((signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
  });
  return { start, signals, resolve: (v: T) => resolve(v), reject: (e: unknown) => reject(e) };
}

const abortError = () => new Error('aborted');

const prefetch = { prefetch: true };
const pageCall = () => ({ signal: new AbortController().signal });

describe('RequestCache', () => {
  it('joins every caller of one key to the one request in flight', async () => {
    const cache = new RequestCache();
    const req = deferred<string>();
    const a = cache.get('k', req.start, prefetch, abortError);
    const b = cache.get('k', req.start, pageCall(), abortError);
    const c = cache.get('k', req.start, {}, abortError);
    req.resolve('answer');
    await expect(Promise.all([a, b, c])).resolves.toEqual(['answer', 'answer', 'answer']);
    expect(req.start).toHaveBeenCalledTimes(1);
  });

  it('keeps a prefetched answer fresh for the first page call, which takes it', async () => {
    let now = 0;
    const cache = new RequestCache(5_000, () => now);
    const req = deferred<string>();
    const a = cache.get('k', req.start, prefetch, abortError);
    req.resolve('answer');
    await a;
    now = 4_999;
    // Another prefetch (a click after the hover) reuses it without taking it.
    await expect(cache.get('k', req.start, prefetch, abortError)).resolves.toBe('answer');
    await expect(cache.get('k', req.start, pageCall(), abortError)).resolves.toBe('answer');
    expect(req.start).toHaveBeenCalledTimes(1);
    // The page loads again (a month changed back, a reload): the API is asked, as before.
    void cache.get('k', req.start, pageCall(), abortError);
    expect(req.start).toHaveBeenCalledTimes(2);
  });

  it('a prefetched answer older than the freshness window is asked again', async () => {
    let now = 0;
    const cache = new RequestCache(5_000, () => now);
    const req = deferred<string>();
    const a = cache.get('k', req.start, prefetch, abortError);
    req.resolve('answer');
    await a;
    now = 5_000;
    void cache.get('k', req.start, pageCall(), abortError);
    expect(req.start).toHaveBeenCalledTimes(2);
  });

  it('an answer a page asked for is not served again once it arrived', async () => {
    const cache = new RequestCache();
    const req = deferred<string>();
    const a = cache.get('k', req.start, pageCall(), abortError);
    const joined = cache.get('k', req.start, prefetch, abortError);
    req.resolve('answer');
    await expect(Promise.all([a, joined])).resolves.toEqual(['answer', 'answer']);
    void cache.get('k', req.start, prefetch, abortError);
    expect(req.start).toHaveBeenCalledTimes(2);
  });

  it('keeps keys apart', () => {
    const cache = new RequestCache();
    const req = deferred<string>();
    void cache.get('a', req.start, prefetch, abortError);
    void cache.get('b', req.start, prefetch, abortError);
    expect(req.start).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed request: its callers get the error, the next caller asks again', async () => {
    const cache = new RequestCache();
    const req = deferred<string>();
    const a = cache.get('k', req.start, prefetch, abortError);
    const b = cache.get('k', req.start, pageCall(), abortError);
    req.reject(new Error('500'));
    await expect(a).rejects.toThrow('500');
    await expect(b).rejects.toThrow('500');
    void cache.get('k', req.start, prefetch, abortError);
    expect(req.start).toHaveBeenCalledTimes(2);
  });

  it('a caller that leaves gets the abort error at once; the request is aborted and dropped when no one waits', async () => {
    const cache = new RequestCache();
    const req = deferred<string>();
    const first = new AbortController();
    const second = new AbortController();
    const a = cache.get('k', req.start, { signal: first.signal }, abortError);
    const b = cache.get('k', req.start, { signal: second.signal }, abortError);
    first.abort();
    await expect(a).rejects.toThrow('aborted');
    expect(req.signals[0]?.aborted).toBe(false);
    second.abort();
    await expect(b).rejects.toThrow('aborted');
    expect(req.signals[0]?.aborted).toBe(true);
    expect(cache.size).toBe(0);
    // An aborted request is not kept: the next caller starts a new one.
    void cache.get('k', req.start, prefetch, abortError);
    expect(req.start).toHaveBeenCalledTimes(2);
  });

  it('a prefetch keeps the request going when the page that joined it leaves (a month change)', async () => {
    const cache = new RequestCache();
    const req = deferred<string>();
    const pending = cache.get('k', req.start, prefetch, abortError);
    const page = new AbortController();
    const joined = cache.get('k', req.start, { signal: page.signal }, abortError);
    page.abort();
    await expect(joined).rejects.toThrow('aborted');
    expect(req.signals[0]?.aborted).toBe(false);
    req.resolve('answer');
    await expect(pending).resolves.toBe('answer');
  });

  it('rejects a caller whose signal is already aborted without starting anything for it', async () => {
    const cache = new RequestCache();
    const req = deferred<string>();
    void cache.get('k', req.start, prefetch, abortError);
    const gone = new AbortController();
    gone.abort();
    await expect(cache.get('k', req.start, { signal: gone.signal }, abortError)).rejects.toThrow(
      'aborted',
    );
    expect(req.start).toHaveBeenCalledTimes(1);
  });

  it('clear() forgets answers; the callers of a request in flight still get it', async () => {
    const cache = new RequestCache();
    const req = deferred<string>();
    const a = cache.get('k', req.start, prefetch, abortError);
    cache.clear();
    req.resolve('old');
    await expect(a).resolves.toBe('old');
    void cache.get('k', req.start, prefetch, abortError);
    expect(req.start).toHaveBeenCalledTimes(2);
  });
});

const counts = { countDetails: { verified: 1 }, daily: [] };
const params = { clientId: 'client-42', month: '2026-11', mode: 'live' as const };
const ahead = { prefetch: true };
const pageSignal = () => ({ signal: new AbortController().signal });

describe('cached GET calls of the client', () => {
  it('a page call joins the prefetch in flight: one request', async () => {
    signIn();
    reply({ body: counts });
    const [a, b] = await Promise.all([
      getVerificationCountsResponse(params, ahead),
      getVerificationCountsResponse({ ...params }, pageSignal()),
    ]);
    expect(a).toEqual(counts);
    expect(b).toEqual(counts);
    expect(calls).toHaveLength(1);
  });

  it('a page call takes a prefetched answer that is still fresh, once', async () => {
    signIn();
    reply({ body: counts }, { body: counts });
    await getVerificationCountsResponse(params, ahead);
    await expect(getVerificationCountsResponse(params, pageSignal())).resolves.toEqual(counts);
    expect(calls).toHaveLength(1);
    // Loading again (the month chosen again) asks the API, as the page always did.
    await getVerificationCountsResponse(params, pageSignal());
    expect(calls).toHaveLength(2);
  });

  it('a page that loads twice asks twice (no prefetch: nothing changes)', async () => {
    signIn();
    reply({ body: counts }, { body: counts });
    await getAccountSummary({ clientId: 'client-42' }, pageSignal());
    await getAccountSummary({ clientId: 'client-42' }, pageSignal());
    expect(calls).toHaveLength(2);
  });

  it('a prefetched answer older than the freshness window is asked again', async () => {
    signIn();
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    reply({ body: counts }, { body: counts });
    await getAccountSummary({ clientId: 'client-42' }, ahead);
    now.mockReturnValue(1_000_000 + REQUEST_CACHE_FRESH_MS);
    await getAccountSummary({ clientId: 'client-42' }, pageSignal());
    expect(calls).toHaveLength(2);
  });

  it('different arguments are different calls', async () => {
    signIn();
    reply({ body: counts }, { body: counts });
    await getVerificationCountsResponse(params, ahead);
    await getVerificationCountsResponse({ ...params, month: '2026-10' }, pageSignal());
    expect(calls.map((c) => new URL(c.url).searchParams.get('month'))).toEqual([
      '2026-11',
      '2026-10',
    ]);
  });

  it('errors are not cached: the page asks again after a failed prefetch', async () => {
    signIn();
    reply({ status: 500, body: { error: 'boom' } }, { body: { items: [] } });
    expect((await rejection(listReports({ limit: 20 }, ahead))).status).toBe(500);
    await expect(listReports({ limit: 20 }, pageSignal())).resolves.toEqual({
      items: [],
      total: 0,
    });
    expect(calls).toHaveLength(2);
  });

  it('a page that leaves gets the usual ABORTED error, and an aborted request is not cached', async () => {
    signIn();
    const controller = new AbortController();
    reply({ body: { items: [] } }, { body: { items: [] } });
    const call = listReports({ limit: 20 }, { signal: controller.signal });
    controller.abort();
    const err = await rejection(call);
    expect(err.status).toBe(0);
    expect(err.data.code).toBe('ABORTED');
    const before = calls.length;
    await listReports({ limit: 20 }, ahead);
    await listReports({ limit: 20 }, pageSignal());
    // A new request after the aborted one, and the page's call served from it.
    expect(calls.length).toBe(before + 1);
  });

  it('another tenant never gets the answer of the first', async () => {
    signIn();
    reply({ body: { services: [], totalRequests: 1, totalCost: 1 } }, { body: { services: [] } });
    await getBilling({ clientId: 'client-42', month: '2026-11' }, ahead);
    localStorage.setItem(
      'root',
      JSON.stringify({
        user: { ...user, token: 'other.jwt', apiKey: 'pk_other', clientId: 'c-7' },
      }),
    );
    await getBilling({ clientId: 'client-42', month: '2026-11' }, pageSignal());
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer other.jwt');
    expect(calls[1]?.headers.get('clientid')).toBe('c-7');
  });

  it('another session of the same tenant asks again', async () => {
    signIn();
    reply({ body: counts }, { body: counts });
    await getAccountSummary({ clientId: 'client-42' }, ahead);
    localStorage.setItem('root', JSON.stringify({ user: { ...user, token: 'new.jwt' } }));
    await getAccountSummary({ clientId: 'client-42' }, pageSignal());
    expect(calls).toHaveLength(2);
  });

  it('the Test and Live view modes never share an answer', async () => {
    signIn();
    reply({ body: counts }, { body: counts });
    sessionStorage.setItem('pulse.viewMode', '"live"');
    await getAccountSummary({ clientId: 'client-42' }, ahead);
    sessionStorage.setItem('pulse.viewMode', '"test"');
    await getAccountSummary({ clientId: 'client-42' }, pageSignal());
    sessionStorage.removeItem('pulse.viewMode');
    expect(calls).toHaveLength(2);
  });

  it('a write forgets every prefetched answer (a deleted report is not listed again)', async () => {
    signIn();
    reply({ body: { items: [{ referenceID: 'r1' }] } }, { status: 204 }, { body: { items: [] } });
    await listReports({ limit: 20 }, ahead);
    await deleteReport('r1');
    await expect(listReports({ limit: 20 }, pageSignal())).resolves.toEqual({
      items: [],
      total: 0,
    });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'DELETE', 'GET']);
  });

  it('calls outside the landing routes are never cached (a payment being polled)', async () => {
    signIn();
    reply({ body: { status: 'open' } }, { body: { status: 'paid' } });
    await getPayment('cs_1', ahead);
    await expect(getPayment('cs_1')).resolves.toEqual({ status: 'paid' });
    expect(calls).toHaveLength(2);
  });

  it('clearRequestCache() makes the next call ask again', async () => {
    signIn();
    reply({ body: counts }, { body: counts });
    await getAccountSummary({ clientId: 'client-42' }, ahead);
    clearRequestCache();
    await getAccountSummary({ clientId: 'client-42' }, pageSignal());
    expect(calls).toHaveLength(2);
    expect(calls[0]?.url).toBe(`${BASE}/dashboard/account-summary?clientId=client-42`);
  });
});
