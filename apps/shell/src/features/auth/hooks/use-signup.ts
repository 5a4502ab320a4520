import { useCallback } from 'react';
import { useNavigate } from '@pulse/router';
import { errorText, signup } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';
import { toSignupBody } from '../api/signup-body';
import type { SignupValues } from '../schemas/signup-schema';

export const SIGNUP_SUCCESS_MESSAGE =
  'Signup successful. Please check your email to verify your account.';

/** Spec §4 Signup: submit → success toast and / , or a "Signup failed: …" toast. */
export function useSignup() {
  const navigate = useNavigate();
  const notify = useNotify();

  return useCallback(
    async (values: SignupValues) => {
      try {
        const response = await signup(toSignupBody(values));
        notify.success(response?.message || SIGNUP_SUCCESS_MESSAGE);
        navigate('/');
      } catch (error) {
        notify.error(`Signup failed: ${errorText(error, 'Unknown error')}`);
      }
    },
    [navigate, notify],
  );
}
