import { useEffect, useState } from 'react';
import { isApiError } from '@pulse/api-client';
import { verifyEmailOnce } from '../api/verify-email-once';

/**
 * Spec §4 E-mail verification: loading, then success or error. `already` is the error of a link
 * whose address is verified by now (a second click, API code ALREADY_VERIFIED): nothing is wrong,
 * the user only needs to sign in.
 */
export type VerifyState = 'loading' | 'success' | 'already' | 'error';

/** Posts the token once and follows its outcome. */
export function useVerifyEmail(token: string): VerifyState {
  const [state, setState] = useState<VerifyState>('loading');
  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyEmailOnce(token).then(
      () => active && setState('success'),
      (err: unknown) =>
        active &&
        setState(isApiError(err) && err.data.code === 'ALREADY_VERIFIED' ? 'already' : 'error'),
    );
    return () => {
      active = false;
    };
  }, [token]);
  return state;
}
