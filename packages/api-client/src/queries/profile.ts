/** The signed-in member's profile as TanStack Query options; a save invalidates `['profile']`. */
import { queryOptions } from '@tanstack/react-query';
import { getProfile } from '../endpoints/accounts';

/**
 * `GET /user-data/profile` with the session's bearer `token` (left out of the key: it names no
 * other data, and a new sign-in starts a new query client).
 */
export function profileQuery(token: string) {
  return queryOptions({
    queryKey: ['profile', 'get', {}] as const,
    queryFn: ({ signal }) => getProfile(token, { signal }),
  });
}
