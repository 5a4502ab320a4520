/**
 * A fake `fetch` for the client's tests: records every call (`calls`, `lastCall`) and answers with
 * the queued replies (`reply`); `useFakeApi()` installs it around each test of a file.
 */
import type { SessionUser } from '@pulse/auth';
import { afterEach, beforeEach, vi } from 'vitest';
import { ApiError, configureApiClient } from '../index';

export const BASE = 'http://api.test/api';

export const user: SessionUser = {
  token: 'stored.jwt',
  apiKey: 'pk_live_stored',
  clientId: 'client-42',
  services: { fraudEngine: false },
  fraudEngineServices: {
    phoneLookup: true,
    emailLookup: true,
    binLookup: true,
    addressLookup: true,
    ipLookup: true,
    amlPerson: true,
    amlBusiness: true,
  },
};

export interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

export const calls: Call[] = [];
export let replies: Reply[] = [];
export let onSessionExpired = vi.fn();

export function reply(...next: Reply[]) {
  replies = next;
}

export function stubFetch() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body,
    });
    const r = replies.shift() ?? {};
    const status = r.status ?? 200;
    const payload = r.body === undefined || status === 204 ? null : JSON.stringify(r.body);
    return new Response(payload, {
      status,
      headers: { 'content-type': 'application/json', ...r.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const signIn = () => localStorage.setItem('root', JSON.stringify({ user }));
export const lastCall = (): Call => {
  const call = calls.at(-1);
  if (!call) throw new Error('no fetch call');
  return call;
};
export const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(err)}`);
  return err;
};

/** Registers the fake fetch and a fresh client configuration around every test of the file. */
export function useFakeApi() {
  beforeEach(() => {
    localStorage.clear();
    calls.length = 0;
    replies = [];
    onSessionExpired = vi.fn();
    stubFetch();
    configureApiClient({ baseURL: BASE, onSessionExpired });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
