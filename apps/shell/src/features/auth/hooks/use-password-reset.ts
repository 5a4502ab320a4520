import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@pulse/router';
import { errorText, forgotPassword, isApiError, resetPassword } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';
import { linkQueries, MissingTokenError } from '../api/link-queries';
import type { ForgotPasswordValues, ResetPasswordValues } from '../schemas/password-reset-schema';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email address, we have sent a link to reset its password.';
export const RESET_DONE_MESSAGE =
  'Your password has been reset. Please sign in with your new password.';
export const RESET_INVALID_MESSAGE = 'This password reset link is invalid or has expired.';
export const RESET_CHECK_FAILURE = 'The reset link could not be checked';

/**
 * The states of a reset link as the page opens: `invalid` is the API's answer for an unknown, used
 * or expired token (the same for all three); `error` a failed request that a
 * retry may fix.
 */
export type ResetLinkState =
  | { kind: 'checking' }
  | { kind: 'valid' }
  | { kind: 'invalid'; message: string }
  | { kind: 'error'; message: string };

/**
 * Checks the link's token without using it (POST /auth/reset-password/check), so a used or expired
 * link shows its message instead of the form. Every render before the answer is `checking`, the
 * prerendered one included (the query does not run at build time), so the page hydrates without a
 * mismatch; a link without a token turns `invalid` once the page runs.
 */
export function useResetLinkCheck(token: string) {
  const check = useQuery(linkQueries.resetLink(token));
  let state: ResetLinkState = { kind: 'checking' };
  if (check.isSuccess) state = { kind: 'valid' };
  else if (check.isError && !check.isFetching) {
    const err = check.error;
    if (err instanceof MissingTokenError)
      state = { kind: 'invalid', message: RESET_INVALID_MESSAGE };
    else if (isApiError(err) && err.status === 400)
      state = { kind: 'invalid', message: errorText(err, RESET_INVALID_MESSAGE) };
    else state = { kind: 'error', message: errorText(err, RESET_CHECK_FAILURE) };
  }
  return { state, retry: () => void check.refetch() };
}

/**
 * The request form: the answer is the same whether the address has an account or not,
 * so success shows the server's message. `sentTo` is set once sent.
 */
export function useForgotPassword() {
  const notify = useNotify();
  const [sent, setSent] = useState<string | null>(null);
  const submit = useCallback(
    async ({ email }: ForgotPasswordValues) => {
      try {
        const res = await forgotPassword(email.trim());
        setSent(res?.message || RESET_REQUESTED_MESSAGE);
      } catch (error) {
        notify.error(errorText(error, 'Failed to send the reset link'));
      }
    },
    [notify],
  );
  return { submit, sent };
}

/**
 * Sets the new password with the link's token: success goes to sign-in with a toast; a refused
 * link stays on the page with its reason (`error`), which offers a new link.
 */
export function useResetPassword(token: string) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const submit = useCallback(
    async ({ password }: ResetPasswordValues) => {
      if (!token) {
        setError(RESET_INVALID_MESSAGE);
        return;
      }
      try {
        const res = await resetPassword({ token, password });
        notify.success(res?.message || RESET_DONE_MESSAGE);
        navigate('/', { replace: true });
      } catch (err) {
        setError(errorText(err, RESET_INVALID_MESSAGE));
      }
    },
    [token, notify, navigate],
  );
  return { submit, error };
}
