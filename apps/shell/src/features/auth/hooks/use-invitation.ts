import { useMutation, useQuery } from '@tanstack/react-query';
import {
  acceptInvitation,
  errorText,
  getProfile,
  isApiError,
  type InvitationPreview,
} from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import { useNavigate } from '@pulse/router';
import { useNotify } from '@pulse/ui';
import { linkQueries } from '../api/link-queries';
import { toSessionUser } from '../api/session-user';
import type { AcceptInviteValues } from '../schemas/accept-invite-schema';

export const INVITATION_LOAD_FAILURE = 'The invitation could not be loaded';

/**
 * The states of an invitation link: `gone` is an
 * answer of the API (unknown, expired, used or withdrawn, by `code`), `error` a failed request that
 * a retry may fix.
 */
export type InvitationState =
  | { kind: 'loading' }
  | { kind: 'ready'; invitation: InvitationPreview }
  | { kind: 'gone'; code: string; message: string }
  | { kind: 'error'; message: string };

/** A 404 or 410 of the invitation endpoints: the link cannot be used, whatever is tried again. */
function goneOf(error: unknown): InvitationState | null {
  if (!isApiError(error) || (error.status !== 404 && error.status !== 410)) return null;
  return {
    kind: 'gone',
    code: error.data.code ?? 'INVITATION_NOT_FOUND',
    message: errorText(error, INVITATION_LOAD_FAILURE),
  };
}

/**
 * Reads the invitation of `token`, and `accept` sets the name and password: the new member is
 * signed in (token → profile → stored session, as at sign-in) and lands on /dashboard. A link
 * that became unusable meanwhile (404/410 on accept) turns the page into its `gone` state; any
 * other failure is a toast and the form stays filled.
 */
export function useInvitation(token: string) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const read = useQuery({ ...linkQueries.invitation(token), enabled: token !== '' });

  const join = useMutation({
    mutationFn: async (values: AcceptInviteValues) => {
      const session = await acceptInvitation({
        token,
        fullName: values.fullName.trim(),
        password: values.password,
      });
      const profile = await getProfile(session.token);
      return toSessionUser(session.token, session.user, profile);
    },
    onSuccess: (user) => {
      signIn(user);
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      if (!goneOf(error)) notify.error(`Could not join: ${errorText(error, 'Unknown error')}`);
    },
  });

  // A retry after a failed read shows the loading state again, not the old error.
  const state: InvitationState =
    goneOf(join.error) ??
    (read.isSuccess
      ? { kind: 'ready', invitation: read.data }
      : read.isError && !read.isFetching
        ? (goneOf(read.error) ?? {
            kind: 'error',
            message: errorText(read.error, INVITATION_LOAD_FAILURE),
          })
        : { kind: 'loading' });

  /** Accepts; settles when the call is over (the form's `submitting`), never throws. */
  const accept = async (values: AcceptInviteValues): Promise<void> => {
    await join.mutateAsync(values).catch(() => undefined);
  };

  return { state, retry: () => void read.refetch(), accept };
}
