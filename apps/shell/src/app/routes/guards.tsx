import { Navigate, Outlet } from '@pulse/router';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom } from '@pulse/auth';

/**
 * Protected routes: a signed-out user goes to `/`. Reads the session atom, so a logout — here, in
 * another tab, or by the API client on session expiry — leaves the protected page at once.
 */
export function RequireAuth() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return authenticated ? <Outlet /> : <Navigate to="/" replace />;
}

/** Public routes (login, sign-up, e-mail verification): a signed-in user goes to /dashboard. */
export function RequireGuest() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return authenticated ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
