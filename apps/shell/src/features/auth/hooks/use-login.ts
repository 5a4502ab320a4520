import { useCallback, useState } from 'react';
import { useNavigate } from '@pulse/router';
import { errorText, getProfile, isApiError, login } from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import { useNotify } from '@pulse/ui';
import { returnPath } from '../../../lib/session-expiry';
import { toSessionUser } from '../api/session-user';
import type { LoginValues } from '../schemas/login-schema';

export const NEED_VERIFICATION_MESSAGE = 'Please verify your email before logging in.';

/**
 * Spec §4 Login: login → token → profile call with the token → store the user → /dashboard, or
 * the page the user was on when the session expired.
 * A needVerification answer remembers the email so the resend action can appear.
 */
export function useLogin() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const submit = useCallback(
    async (values: LoginValues) => {
      const email = values.email.trim();
      try {
        const { token, user } = await login({ email, password: values.password });
        const profile = await getProfile(token);
        signIn(toSessionUser(token, user, profile));
        navigate(returnPath(), { replace: true });
      } catch (error) {
        if (isApiError(error) && error.data.needVerification) {
          setUnverifiedEmail(email);
          notify.error(NEED_VERIFICATION_MESSAGE);
          return;
        }
        notify.error(`Login failed: ${errorText(error, 'Unknown error')}`);
      }
    },
    [signIn, navigate, notify],
  );

  return { submit, unverifiedEmail };
}
