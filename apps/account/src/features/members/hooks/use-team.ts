import { useCallback, useEffect, useState } from 'react';
import {
  errorText,
  listInvitations,
  listMembers,
  type Member,
  type MemberInvitation,
} from '@pulse/api-client';

/** Shown in place when the team cannot be loaded and the server gave no reason. */
export const TEAM_LOAD_FAILURE = 'Your team could not be loaded';

export type TeamState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; members: Member[]; invitations: MemberInvitation[] };

/**
 * The members and pending invitations of the signed-in member's company (GET /members and GET
 * /members/invitations), loaded together on mount; `reload()` after a change or to retry. An
 * unmount aborts the requests.
 */
export function useTeam(): { state: TeamState; reload: () => void } {
  const [state, setState] = useState<TeamState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    Promise.all([listMembers({ signal }), listInvitations({ signal })]).then(
      ([members, invitations]) =>
        !signal.aborted && setState({ kind: 'ready', members, invitations }),
      (err: unknown) =>
        !signal.aborted && setState({ kind: 'error', message: errorText(err, TEAM_LOAD_FAILURE) }),
    );
    return () => controller.abort();
  }, [attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
