import { useCallback, useEffect, useState } from 'react';
import {
  acceptInvitation,
  errorText,
  getProfile,
  isApiError,
  readInvitation,
  type InvitationPreview,
} from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import { useNavigate } from '@pulse/router';
import { useNotify } from '@pulse/ui';
import { toSessionUser } from '../api/session-user';
import type { AcceptInviteValues } from '../schemas/accept-invite-schema';

export const INVITATION_LOAD_FAILURE = 'The invitation could not be loaded';

/**
 * The states of an invitation link (docs/api-contract.md, "Members and invitations"): `gone` is an
 * answer of the API (unknown, expired, used or withdrawn, by `code`), `error` a failed request that
 * a retry may fix.
 */
export type InvitationState =
  | { kind: 'loading' }
  | { kind: 'ready'; invitation: InvitationPreview }
  | { kind: 'gone'; code: string; message: string }
  | { kind: 'error'; message: string };

/**
 * Reads the invitation of `token`, and `accept` sets the name and password: the new member is
 * signed in (token → profile → stored session, as at sign-in) and lands on /dashboard.
 */
export function useInvitation(token: string) {
  const [state, setState] = useState<InvitationState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { signIn } = useSession();
  const navigate = useNavigate();
  const notify = useNotify();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    readInvitation(token, { signal: controller.signal }).then(
      (invitation) => !controller.signal.aborted && setState({ kind: 'ready', invitation }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(err) && (err.status === 404 || err.status === 410))
          setState({
            kind: 'gone',
            code: err.data.code ?? 'INVITATION_NOT_FOUND',
            message: errorText(err, INVITATION_LOAD_FAILURE),
          });
        else setState({ kind: 'error', message: errorText(err, INVITATION_LOAD_FAILURE) });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const accept = useCallback(
    async (values: AcceptInviteValues) => {
      try {
        const session = await acceptInvitation({
          token,
          fullName: values.fullName.trim(),
          password: values.password,
        });
        const profile = await getProfile(session.token);
        signIn(toSessionUser(session.token, session.user, profile));
        navigate('/dashboard', { replace: true });
      } catch (err) {
        if (isApiError(err) && (err.status === 404 || err.status === 410)) {
          setState({
            kind: 'gone',
            code: err.data.code ?? 'INVITATION_NOT_FOUND',
            message: errorText(err, INVITATION_LOAD_FAILURE),
          });
          return;
        }
        notify.error(`Could not join: ${errorText(err, 'Unknown error')}`);
      }
    },
    [token, signIn, navigate, notify],
  );

  return { state, retry, accept };
}
