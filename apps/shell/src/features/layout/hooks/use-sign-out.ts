import { useCallback, useRef } from 'react';
import { logout as endServerSession } from '@pulse/api-client';
import { useSession } from '@pulse/auth';

/** How long Logout waits for the server before signing out locally anyway (milliseconds). */
export const SIGN_OUT_TIMEOUT_MS = 5000;

/**
 * Logout (spec §4: it clears the session state): ends the session on the server first (POST
 * /auth/logout, so the token is refused from then on and leaves the sessions list), then clears
 * the local state whatever the server answered: an unreachable API, or a session that had ended
 * already, never keeps the user signed in. A second click while the first runs does nothing.
 * @param after called once the local state is cleared (the caller navigates away)
 * @returns the handler of the Logout entries
 */
export function useSignOut(after: () => void): () => Promise<void> {
  const { logout } = useSession();
  const running = useRef(false);
  return useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      await endServerSession({ signal: AbortSignal.timeout(SIGN_OUT_TIMEOUT_MS) });
    } catch {
      // Signed out locally below either way; the session ends on the server at its expiry.
    } finally {
      running.current = false;
      logout();
      after();
    }
  }, [logout, after]);
}
