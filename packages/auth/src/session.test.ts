import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AuthIndex from './index';
import type { SessionUser } from './types';

type AuthModule = typeof AuthIndex;

const user: SessionUser = {
  token: 'jwt.token.value',
  apiKey: 'pk_live_abc',
  clientId: 'client-1',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Engines Ltd',
  services: { fraudEngine: true },
  fraudEngineServices: {
    phoneLookup: true,
    emailLookup: true,
    binLookup: false,
    addressLookup: true,
    ipLookup: true,
    amlPerson: false,
    amlBusiness: true,
  },
};

/** A fresh module instance = a page (re)load: the atom reads localStorage on init. */
async function loadPage(): Promise<AuthModule> {
  vi.resetModules();
  return import('./index');
}

function renderSession(auth: AuthModule, store = createStore()) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(Provider, { store }, children);
  return { store, ...renderHook(() => auth.useSession(), { wrapper }) };
}

const stored = () => JSON.parse(localStorage.getItem('root') ?? 'null') as unknown;

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('useSession', () => {
  it('starts signed out with empty storage', async () => {
    const auth = await loadPage();
    const { result } = renderSession(auth);
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(auth.STORAGE_KEY).toBe('root');
  });

  it('signIn persists the user slice under root as { user }', async () => {
    const auth = await loadPage();
    const { result, store } = renderSession(auth);
    act(() => result.current.signIn(user));
    expect(result.current.user).toEqual(user);
    expect(store.get(auth.sessionAtom)).toEqual(user);
    expect(result.current.isAuthenticated).toBe(true);
    expect(stored()).toEqual({ user });
  });

  it('a reload (new module, new store) is already signed in, before any mount', async () => {
    const first = await loadPage();
    const { result } = renderSession(first);
    act(() => result.current.signIn(user));

    const reloaded = await loadPage();
    const store = createStore();
    expect(store.get(reloaded.sessionAtom)).toEqual(user);
    expect(store.get(reloaded.isAuthenticatedAtom)).toBe(true);
    const { result: after } = renderSession(reloaded, store);
    expect(after.current.user).toEqual(user);
  });

  it('logout resets to null and removes the root key', async () => {
    localStorage.setItem('root', JSON.stringify({ user }));
    const auth = await loadPage();
    const { result } = renderSession(auth);
    expect(result.current.isAuthenticated).toBe(true);
    act(() => result.current.logout());
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem('root')).toBeNull();
  });

  it('setApiKey replaces only the key', async () => {
    localStorage.setItem('root', JSON.stringify({ user }));
    const auth = await loadPage();
    const { result } = renderSession(auth);
    act(() => result.current.setApiKey('pk_live_new'));
    expect(result.current.user).toEqual({ ...user, apiKey: 'pk_live_new' });
    expect(stored()).toEqual({ user: { ...user, apiKey: 'pk_live_new' } });
  });

  it('setApiKey while signed out stays signed out', async () => {
    const auth = await loadPage();
    const { result } = renderSession(auth);
    act(() => result.current.setApiKey('pk_live_new'));
    expect(result.current.user).toBeNull();
  });

  it('a viewer, whose profile has an empty apiKey, is signed in', async () => {
    localStorage.setItem('root', JSON.stringify({ user: { ...user, apiKey: '', role: 'viewer' } }));
    const auth = await loadPage();
    const { result } = renderSession(auth);
    expect(result.current.user?.token).toBe(user.token);
    expect(result.current.isAuthenticated).toBe(true);
    expect(auth.isSignedIn(auth.readStoredUser())).toBe(true);
  });

  it('no token or no clientId is signed out, whatever the key', async () => {
    const auth = await loadPage();
    expect(auth.isSignedIn(null)).toBe(false);
    expect(auth.isSignedIn({ ...user, token: '' })).toBe(false);
    expect(auth.isSignedIn({ ...user, clientId: '' })).toBe(false);
    expect(auth.isSignedIn({ ...user, apiKey: '' })).toBe(true);
  });

  it('follows another tab signing in and out (storage events)', async () => {
    const auth = await loadPage();
    const { result } = renderSession(auth);
    act(() => {
      const newValue = JSON.stringify({ user });
      localStorage.setItem('root', newValue);
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'root', newValue, storageArea: localStorage }),
      );
    });
    expect(result.current.user).toEqual(user);
    act(() => {
      localStorage.removeItem('root');
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'root', newValue: null, storageArea: localStorage }),
      );
    });
    expect(result.current.user).toBeNull();
  });

  it('storeSessionUser signs mounted sessions in, in the same tab', async () => {
    const auth = await loadPage();
    const { result } = renderSession(auth);
    expect(result.current.isAuthenticated).toBe(false);
    act(() => auth.storeSessionUser(user));
    expect(JSON.parse(localStorage.getItem('root') ?? 'null')).toMatchObject({ user });
    expect(result.current.user).toEqual(user);
    expect(result.current.isAuthenticated).toBe(true);
  });

  it('clearStoredSession signs out mounted sessions in the same tab', async () => {
    localStorage.setItem('root', JSON.stringify({ user }));
    const auth = await loadPage();
    const { result } = renderSession(auth);
    expect(result.current.isAuthenticated).toBe(true);
    act(() => auth.clearStoredSession());
    expect(localStorage.getItem('root')).toBeNull();
    expect(result.current.user).toBeNull();
  });
});

describe('stored session (non-React)', () => {
  it.each([
    ['corrupt JSON', '{"user": {"token": '],
    ['not an object', '42'],
    ['user is a string', '{"user":"x"}'],
    ['user without a token', JSON.stringify({ user: { apiKey: 'k', clientId: 'c' } })],
  ])('%s reads as signed out, never a crash', async (_label, raw) => {
    localStorage.setItem('root', raw);
    const auth = await loadPage();
    expect(auth.readStoredUser()).toBeNull();
    expect(createStore().get(auth.sessionAtom)).toBeNull();
    const { result } = renderSession(auth);
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('readStoredUser returns the stored user and defaults missing flags to false', async () => {
    const { services: _s, fraudEngineServices: _f, ...bare } = user;
    localStorage.setItem('root', JSON.stringify({ user: bare }));
    const auth = await loadPage();
    expect(auth.readStoredUser()).toEqual({
      ...bare,
      services: { fraudEngine: false },
      fraudEngineServices: {
        phoneLookup: false,
        emailLookup: false,
        binLookup: false,
        addressLookup: false,
        ipLookup: false,
        amlPerson: false,
        amlBusiness: false,
      },
    });
  });

  it('writing the user keeps other keys of the root object', async () => {
    localStorage.setItem('root', JSON.stringify({ user: null, _persist: { version: -1 } }));
    const auth = await loadPage();
    createStore().set(auth.sessionAtom, user);
    expect(stored()).toEqual({ user, _persist: { version: -1 } });
  });

  it('clearStoredSession removes the root key', async () => {
    localStorage.setItem('root', JSON.stringify({ user }));
    const auth = await loadPage();
    auth.clearStoredSession();
    expect(localStorage.getItem('root')).toBeNull();
    expect(auth.readStoredUser()).toBeNull();
  });
});
