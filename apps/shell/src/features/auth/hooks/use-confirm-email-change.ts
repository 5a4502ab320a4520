import { useQuery } from '@tanstack/react-query';
import { errorText } from '@pulse/api-client';
import { linkQueries } from '../api/link-queries';

export const EMAIL_CHANGE_INVALID_MESSAGE = 'This confirmation link is invalid or has expired.';

/** The outcome of a confirmation link: loading, then success or an error with its reason. */
export type ConfirmState =
  { state: 'loading' } | { state: 'success' } | { state: 'error'; message: string };

/**
 * Confirms the e-mail change of the link's `token` with
 * one POST per page load, StrictMode's second mount included (`linkQueries.emailChange`). A link
 * without a token is invalid at once, without a call; a refusal shows the API's reason.
 */
export function useConfirmEmailChange(token: string): ConfirmState {
  const confirm = useQuery({ ...linkQueries.emailChange(token), enabled: token !== '' });
  if (!token) return { state: 'error', message: EMAIL_CHANGE_INVALID_MESSAGE };
  if (confirm.isSuccess) return { state: 'success' };
  if (confirm.isError)
    return { state: 'error', message: errorText(confirm.error, EMAIL_CHANGE_INVALID_MESSAGE) };
  return { state: 'loading' };
}
