/** Two-factor state as TanStack Query options; enabling or disabling invalidates `['two-factor']`. */
import { queryOptions } from '@tanstack/react-query';
import { getTwoFactorStatus } from '../endpoints/two-factor';

/** `GET` of the two-factor status: whether two-factor is on for the signed-in member. */
export function twoFactorStatusQuery() {
  return queryOptions({
    queryKey: ['two-factor', 'status', {}] as const,
    queryFn: ({ signal }) => getTwoFactorStatus({ signal }),
  });
}
