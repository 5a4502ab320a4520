import { useCallback, useEffect, useState } from 'react';
import {
  listSessions,
  revokeOtherSessions,
  revokeSession,
  type SessionInfo,
} from '@pulse/api-client';

/**
 * The member's active sessions (`failed` → Retry with `reload`); `revoke` ends one, `revokeOthers`
 * all but this browser's. Both reload the list and throw the API's error.
 */
export function useSessions() {
  const [sessions, setSessions] = useState<SessionInfo[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    setFailed(false);
    try {
      setSessions(await listSessions());
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const revoke = useCallback(
    async (id: string) => {
      await revokeSession(id);
      await reload();
    },
    [reload],
  );
  const revokeOthers = useCallback(async () => {
    const n = await revokeOtherSessions();
    await reload();
    return n;
  }, [reload]);
  return { sessions, failed, reload, revoke, revokeOthers };
}
