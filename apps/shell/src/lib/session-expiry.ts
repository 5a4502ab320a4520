/**
 * Session expiry (spec §4) without losing the user's place: when the API client reports an expired
 * session the page the user was on is remembered for this tab (sessionStorage, never the
 * localStorage the spec clears), the login page says why the user is there, and the next sign-in
 * in this tab returns to that page instead of /dashboard.
 */
const RETURN_KEY = 'pulse:return-to';
const NOTICE_KEY = 'pulse:session-expired';

/** The toast of the login page after an expiry. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Only a path of this app ("/reports?page=2"), never another origin ("//evil.example"). */
const isAppPath = (path: string): boolean => path.startsWith('/') && !path.startsWith('//');

/** Remembers `path` (pathname + search) and that the login page owes the user an explanation. */
export function rememberExpiredSession(path: string): void {
  const store = storage();
  if (!store) return;
  if (isAppPath(path) && path !== '/') store.setItem(RETURN_KEY, path);
  store.setItem(NOTICE_KEY, '1');
}

/** True once per expiry: whether the login page should show SESSION_EXPIRED_MESSAGE. */
export function takeExpiryNotice(): boolean {
  const store = storage();
  if (store?.getItem(NOTICE_KEY) !== '1') return false;
  store.removeItem(NOTICE_KEY);
  return true;
}

/**
 * Where a signed-in user leaves the public pages for: the remembered page, else /dashboard. Not
 * consumed here: both the login form and the guest guard send the user there, whichever runs
 * first, and the protected pages forget it once shown (`forgetReturnPath`).
 */
export function returnPath(): string {
  const path = storage()?.getItem(RETURN_KEY) ?? '';
  return isAppPath(path) ? path : '/dashboard';
}

/** Forgets the remembered page: a protected page was shown, or the user logged out. */
export function forgetReturnPath(): void {
  storage()?.removeItem(RETURN_KEY);
}
