import { useEffect, useState } from 'react';
import { verifyEmailOnce } from '../api/verify-email-once';

export type VerifyState = 'loading' | 'success' | 'error';

/** Spec §4 E-mail verification: loading, then success or error. The token is posted once. */
export function useVerifyEmail(token: string): VerifyState {
  const [state, setState] = useState<VerifyState>('loading');
  useEffect(() => {
    if (!token) return;
    let active = true;
    verifyEmailOnce(token).then(
      () => active && setState('success'),
      () => active && setState('error'),
    );
    return () => {
      active = false;
    };
  }, [token]);
  return state;
}
