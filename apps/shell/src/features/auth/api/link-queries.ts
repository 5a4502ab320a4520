import { queryOptions } from '@tanstack/react-query';
import { checkResetToken, confirmEmailChange, readInvitation } from '@pulse/api-client';

/** The link has no token: nothing to ask the API about. */
export class MissingTokenError extends Error {
  constructor() {
    super('The link has no token');
    this.name = 'MissingTokenError';
  }
}

/**
 * The queries of the e-mailed links the full app opens. The invitation and reset links ask about
 * their token without using it up: `gcTime: 0` drops the answer once the page is left, so opening
 * such a link again always asks the API (a link used or withdrawn meanwhile must say so, not show a
 * form from the cache). The e-mail change link uses its token up, see `emailChange`.
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
  /**
   * `POST /auth/confirm-email-change`: uses the single-use token of the link, once per page load
   * (docs/adr/0040-one-data-layer.md). A query, not a mutation fired from an effect: StrictMode
   * mounts effects twice in development, and the cache shares the one call in flight between both
   * mounts. Hence too: no abort `signal` (the unmount between them would abort the call and the
   * remount send the token again), nothing that runs it again by itself (`staleTime: Infinity`, no
   * retry, none on mount, reconnect or focus), and the outcome kept for the page load
   * (`gcTime: Infinity`), so coming back to the page shows it rather than a used token's error.
   */
  emailChange: (token: string) =>
    queryOptions({
      queryKey: ['email-change-link', token],
      queryFn: () => confirmEmailChange(token),
      staleTime: Infinity,
      gcTime: Infinity,
      retry: false,
      retryOnMount: false,
      refetchOnReconnect: false,
      refetchOnWindowFocus: false,
    }),
};
