import { useCallback, useState } from 'react';
import { useNavigate } from '@pulse/router';
import { errorText, forgotPassword, resetPassword } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';
import type { ForgotPasswordValues, ResetPasswordValues } from '../schemas/password-reset-schema';

export const RESET_REQUESTED_MESSAGE =
  'If an account exists for this email address, we have sent a link to reset its password.';
export const RESET_DONE_MESSAGE =
  'Your password has been reset. Please sign in with your new password.';
export const RESET_INVALID_MESSAGE = 'This password reset link is invalid or has expired.';

/**
 * The request form: the answer is the same whether the address has an account or not
 * (docs/api-contract.md), so success shows the server's message. `sentTo` is set once sent.
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
