import { useCallback, useState } from 'react';
import { useNavigate } from '@pulse/router';
import {
  errorText,
  getProfile,
  isApiError,
  login,
  loginTwoFactor,
  type LoginSession,
} from '@pulse/api-client';
import { storeSessionUser } from '@pulse/auth';
import { useNotify } from '@pulse/ui';
import { returnPath } from '../../../lib/session-expiry';
import { toSessionUser } from '../api/session-user';
import type { LoginValues } from '../schemas/login-schema';
import type { TwoFactorValues } from '../schemas/two-factor-schema';

export const NEED_VERIFICATION_MESSAGE = 'Please verify your email before logging in.';

/**
 * Spec §4 Login: login → token → profile call with the token → store the user → /dashboard, or
 * the page the user was on when the session expired. The user is stored with `storeSessionUser`,
 * which the session atom follows, rather than through the atom: the light entry of the public pages
 * runs this without jotai.
 * A needVerification answer remembers the email so the resend action can appear.
 * With two-factor sign-in on the password step answers a challenge instead of a
 * token: the page then asks for the code, and `submitCode` finishes the sign-in with it.
 */
export function useLogin() {
  const navigate = useNavigate();
  const notify = useNotify();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);

  const finish = useCallback(
    async ({ token, user }: LoginSession) => {
      const profile = await getProfile(token);
      storeSessionUser(toSessionUser(token, user, profile));
      navigate(returnPath(), { replace: true });
    },
    [navigate],
  );

  const submit = useCallback(
    async (values: LoginValues) => {
      const email = values.email.trim();
      try {
        const answer = await login({ email, password: values.password });
        if ('twoFactorRequired' in answer) {
          setChallenge(answer.challenge);
          return;
        }
        await finish(answer);
      } catch (error) {
        if (isApiError(error) && error.data.needVerification) {
          setUnverifiedEmail(email);
          notify.error(NEED_VERIFICATION_MESSAGE);
          return;
        }
        notify.error(`Login failed: ${errorText(error, 'Unknown error')}`);
      }
    },
    [finish, notify],
  );

  const submitCode = useCallback(
    async (values: TwoFactorValues) => {
      if (!challenge) return;
      try {
        await finish(await loginTwoFactor({ challenge, code: values.code.trim() }));
      } catch (error) {
        notify.error(`Login failed: ${errorText(error, 'Unknown error')}`);
        // An expired challenge cannot be retried: back to the password step.
        if (isApiError(error) && error.status === 401) setChallenge(null);
      }
    },
    [challenge, finish, notify],
  );

  const cancelCode = useCallback(() => setChallenge(null), []);

  return { submit, unverifiedEmail, needsCode: challenge !== null, submitCode, cancelCode };
}
