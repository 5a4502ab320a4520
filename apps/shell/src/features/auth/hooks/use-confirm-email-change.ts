import { useEffect, useState } from 'react';
import { confirmEmailChange, errorText } from '@pulse/api-client';
import type { ConfirmEmailChangeResponse } from '@pulse/api-client';

export const EMAIL_CHANGE_INVALID_MESSAGE = 'This confirmation link is invalid or has expired.';

/** The outcome of a confirmation link: loading, then success or an error with its reason. */
export type ConfirmState =
  { state: 'loading' } | { state: 'success' } | { state: 'error'; message: string };

const calls = new Map<string, Promise<ConfirmEmailChangeResponse>>();

/** Posts the token once per page load (single use; StrictMode runs effects twice) and follows it. */
export function useConfirmEmailChange(token: string): ConfirmState {
  const [result, setResult] = useState<ConfirmState>(
    token ? { state: 'loading' } : { state: 'error', message: EMAIL_CHANGE_INVALID_MESSAGE },
  );
  useEffect(() => {
    if (!token) return;
    let active = true;
    let call = calls.get(token);
    if (!call) {
      call = confirmEmailChange(token);
      calls.set(token, call);
    }
    call.then(
      () => active && setResult({ state: 'success' }),
      (err: unknown) =>
        active &&
        setResult({ state: 'error', message: errorText(err, EMAIL_CHANGE_INVALID_MESSAGE) }),
    );
    return () => {
      active = false;
    };
  }, [token]);
  return result;
}
