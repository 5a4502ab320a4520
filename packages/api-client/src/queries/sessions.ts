/** The member's active sessions as TanStack Query options; a revoke invalidates `['sessions']`. */
import { queryOptions } from '@tanstack/react-query';
import { listSessions } from '../endpoints/accounts';

/** `GET /sessions`: the signed-in member's sessions, this browser's marked current. */
export function sessionsQuery() {
  return queryOptions({
    queryKey: ['sessions', 'list', {}] as const,
    queryFn: ({ signal }) => listSessions({ signal }),
  });
}
