/** The named API keys as TanStack Query options; a create, roll or revoke invalidates `['api-keys']`. */
import { queryOptions } from '@tanstack/react-query';
import { listApiKeys } from '../endpoints/developers';

/** `GET /developers/keys`: the signed-in client's named keys. */
export function apiKeysQuery() {
  return queryOptions({
    queryKey: ['api-keys', 'list', {}] as const,
    queryFn: ({ signal }) => listApiKeys({ signal }),
  });
}
