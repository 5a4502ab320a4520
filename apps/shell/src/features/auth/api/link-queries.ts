import { queryOptions } from '@tanstack/react-query';
import { checkResetToken, readInvitation } from '@pulse/api-client';

/** The link has no token: nothing to ask the API about. */
export class MissingTokenError extends Error {
  constructor() {
    super('The link has no token');
    this.name = 'MissingTokenError';
  }
}

/**
 * The queries of the e-mailed links the full app opens: each asks about its token without using it
 * up. `gcTime: 0` drops the answer once the page is left, so opening a link again always asks the
 * API (a link used or withdrawn meanwhile must say so, not show a form from the cache).
 */
export const linkQueries = {
  /** `POST /invitations/read`: the company, address and role of an invitation. */
  invitation: (token: string) =>
    queryOptions({
      queryKey: ['invitation-link', token],
      queryFn: ({ signal }) => readInvitation(token, { signal }),
      gcTime: 0,
    }),
  /**
   * `POST /auth/reset-password/check`: whether a reset link can still set a password. A link
   * without a token fails at once with `MissingTokenError`, without a call.
   */
  resetLink: (token: string) =>
    queryOptions({
      queryKey: ['reset-link', token],
      queryFn: ({ signal }) =>
        token ? checkResetToken(token, { signal }) : Promise.reject(new MissingTokenError()),
      gcTime: 0,
    }),
};
