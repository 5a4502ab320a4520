import { createJSONStorage } from 'jotai/utils';
import { FRAUD_ENGINE_SERVICE_KEYS, MEMBER_ROLES } from './types';
import type { FraudEngineServices, MemberRole, SessionUser } from './types';

/** jotai's SyncStorage<Value> (not exported by name from jotai/utils). */
type SyncStorage<Value> = ReturnType<typeof createJSONStorage<Value>>;

export interface SyncStringStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
}

/** localStorage key of the persisted state (spec §3: "local storage under the key root"). */
export const STORAGE_KEY = 'root';

/**
 * Same-tab notification that the stored session changed outside the atom (the API client's
 * `clearStoredSession()` on session expiry). `storage` events only reach *other* tabs.
 */
export const SESSION_CHANGE_EVENT = 'pulse:session-change';

/** What is stored under `root`: `{ "user": SessionUser | null }`. Other keys are kept as found. */
interface RootState {
  user?: unknown;
  [key: string]: unknown;
}

/** A string storage kept in memory, for where the browser's storage is unavailable. */
export const memoryStorage = (): SyncStringStorage => {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};
let fallbackStorage: SyncStringStorage | undefined;

/** window.localStorage, or an in-memory stand-in where it is unavailable (SSR, blocked storage). */
function stringStorage(): SyncStringStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage;
  } catch {
    // Access can throw (privacy mode, sandboxed iframe): fall through.
  }
  fallbackStorage ??= memoryStorage();
  return fallbackStorage;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates and normalises a stored user. Anything that is not a user with string token, apiKey
 * and clientId is treated as signed out; missing service flags default to false.
 */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isObject(value)) return null;
  const {
    token,
    apiKey,
    clientId,
    fullName,
    email,
    companyName,
    role,
    services,
    fraudEngineServices,
  } = value;
  if (typeof token !== 'string' || typeof apiKey !== 'string' || typeof clientId !== 'string')
    return null;
  const flags = isObject(fraudEngineServices) ? fraudEngineServices : {};
  const user: SessionUser = {
    token,
    apiKey,
    clientId,
    services: { fraudEngine: isObject(services) && services.fraudEngine === true },
    fraudEngineServices: Object.fromEntries(
      FRAUD_ENGINE_SERVICE_KEYS.map((key) => [key, flags[key] === true]),
    ) as unknown as FraudEngineServices,
  };
  if (typeof fullName === 'string') user.fullName = fullName;
  if (typeof email === 'string') user.email = email;
  if (typeof companyName === 'string') user.companyName = companyName;
  if (MEMBER_ROLES.includes(role as MemberRole)) user.role = role as MemberRole;
  return user;
}

/**
 * THE rule for "signed in", for every role, in the guards, the public pages' entry and the API
 * client alike: a stored session token and the client it belongs to. Spec §4 reads "an apiKey is
 * present", but a viewer's profile has `apiKey: ""` (a viewer may
 * not see the License Key), so the key cannot be the mark of a session (docs/adr/0027-who-is-signed-in.md).
 * @param user the stored user, or null
 */
export function isSignedIn(user: SessionUser | null | undefined): boolean {
  return Boolean(user?.token) && Boolean(user?.clientId);
}

const rootJson = createJSONStorage<RootState | null>(stringStorage);

const userOf = (root: unknown): SessionUser | null =>
  isObject(root) ? parseSessionUser(root.user) : null;

/**
 * The atom's storage: a createJSONStorage over localStorage that reads and writes only the `user`
 * field of the `root` object. Corrupt JSON or a malformed user reads as null (signed out).
 * Subscribes to cross-tab `storage` events (via createJSONStorage) and to SESSION_CHANGE_EVENT.
 */
export const sessionAtomStorage: SyncStorage<SessionUser | null> = {
  getItem: (key) => userOf(rootJson.getItem(key, null)),
  setItem: (key, user) => {
    const current = rootJson.getItem(key, null);
    rootJson.setItem(key, { ...(isObject(current) ? current : {}), user });
  },
  removeItem: (key) => rootJson.removeItem(key),
  subscribe: (key, callback) => {
    const offOtherTabs = rootJson.subscribe?.(key, (root) => callback(userOf(root)), null);
    const onSameTab = () => callback(userOf(rootJson.getItem(key, null)));
    const target = typeof window !== 'undefined' ? window : undefined;
    target?.addEventListener(SESSION_CHANGE_EVENT, onSameTab);
    return () => {
      offOtherTabs?.();
      target?.removeEventListener(SESSION_CHANGE_EVENT, onSameTab);
    };
  },
};

/** The stored user, read straight from localStorage (for non-React code such as the API client). */
export function readStoredUser(): SessionUser | null {
  return sessionAtomStorage.getItem(STORAGE_KEY, null);
}

/**
 * Stores the signed-in user (after login + profile call) and tells every mounted session atom in
 * this tab, as `useSession().signIn` does, for code that runs without the atom: the public pages'
 * light entry signs in without jotai.
 */
export function storeSessionUser(user: SessionUser): void {
  sessionAtomStorage.setItem(STORAGE_KEY, user);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/**
 * Removes the persisted session (the `root` key) and tells every mounted session atom in this tab,
 * so the UI signs out even when the caller does not reload the page.
 */
export function clearStoredSession(): void {
  sessionAtomStorage.removeItem(STORAGE_KEY);
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}
