/**
 * The team's reads as TanStack Query options: members and pending invitations share the `members`
 * resource, so an invite, role change or removal refreshes both with `['members']`.
 */
import { queryOptions } from '@tanstack/react-query';
import { listInvitations, listMembers } from '../endpoints/members';

/** `GET /members`: the members of the signed-in member's company. */
export function membersQuery() {
  return queryOptions({
    queryKey: ['members', 'list', {}] as const,
    queryFn: ({ signal }) => listMembers({ signal }),
  });
}

/** `GET /members/invitations`: the invitations not yet accepted. */
export function invitationsQuery() {
  return queryOptions({
    queryKey: ['members', 'invitations', {}] as const,
    queryFn: ({ signal }) => listInvitations({ signal }),
  });
}
