import { useEffect } from 'react';
import { Navigate, Outlet } from '@pulse/router';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom } from '@pulse/auth';
import { forgetReturnPath, returnPath } from '../../lib/session-expiry';

/**
 * Protected routes: a signed-out user goes to `/`. Reads the session atom, so a logout — here, in
 * another tab, or by the API client on session expiry — leaves the protected page at once.
 */
export function RequireAuth() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  // Signed in and on a protected page: the page remembered at the last session expiry is done with.
  useEffect(() => {
    if (authenticated) forgetReturnPath();
  }, [authenticated]);
  return authenticated ? <Outlet /> : <Navigate to="/" replace />;
}

/**
 * Public routes (login, sign-up, e-mail verification): a signed-in user goes to /dashboard, or to
 * the page the session expired on (src/lib/session-expiry.ts).
 */
export function RequireGuest() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return authenticated ? <Navigate to={returnPath()} replace /> : <Outlet />;
}
