import { useCallback } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import {
  errorText,
  invitationsQuery,
  membersQuery,
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
 * /members/invitations), loaded together with the page; `reload()` after a change or to retry (it
 * refreshes every `members` query).
 */
export function useTeam(): { state: TeamState; reload: () => void } {
  const queryClient = useQueryClient();
  const [members, invitations] = useQueries({ queries: [membersQuery(), invitationsQuery()] });
  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['members'] }),
    [queryClient],
  );
  const error = members.error ?? invitations.error;
  if (error)
    return { state: { kind: 'error', message: errorText(error, TEAM_LOAD_FAILURE) }, reload };
  if (members.data === undefined || invitations.data === undefined)
    return { state: { kind: 'loading' }, reload };
  return { state: { kind: 'ready', members: members.data, invitations: invitations.data }, reload };
}
