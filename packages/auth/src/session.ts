import { atom, useAtom, useAtomValue } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import { useCallback, useMemo } from 'react';
import { isSignedIn, sessionAtomStorage, STORAGE_KEY } from './storage';
import type { SessionUser } from './types';

/**
 * The signed-in user, persisted in localStorage as `root` → `{ "user": … }`.
 * getOnInit: the stored user is read when the module loads, so a fresh page is already signed in.
 * Writing RESET (see `logout`) sets null and removes the `root` key.
 */
export const sessionAtom = atomWithStorage<SessionUser | null>(
  STORAGE_KEY,
  null,
  sessionAtomStorage,
  {
    getOnInit: true,
  },
);

/** Whether someone is signed in: one rule for every role (`isSignedIn`). */
export const isAuthenticatedAtom = atom((get) => isSignedIn(get(sessionAtom)));

export interface Session {
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** Stores the user (after login + profile call). */
  signIn: (user: SessionUser) => void;
  /** Replaces only the apiKey (after regenerating it). No-op when signed out. */
  setApiKey: (newKey: string) => void;
  /** Resets the session to null and removes the `root` key. */
  logout: () => void;
}

/** The session and its actions, from the jotai store of the nearest Provider (or the default store). */
export function useSession(): Session {
  const [user, setUser] = useAtom(sessionAtom);
  const isAuthenticated = useAtomValue(isAuthenticatedAtom);
  const signIn = useCallback((next: SessionUser) => setUser(next), [setUser]);
  const setApiKey = useCallback(
    (newKey: string) => setUser((prev) => (prev ? { ...prev, apiKey: newKey } : prev)),
    [setUser],
  );
  const logout = useCallback(() => setUser(RESET), [setUser]);
  return useMemo(
    () => ({ user, isAuthenticated, signIn, setApiKey, logout }),
    [user, isAuthenticated, signIn, setApiKey, logout],
  );
}
