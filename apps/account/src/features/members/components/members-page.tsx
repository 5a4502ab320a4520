import { useState } from 'react';
import {
  changeMemberRole,
  errorText,
  removeMember,
  resendInvitation,
  revokeInvitation,
  type Member,
  type MemberInvitation,
} from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import { SectionCard, Stack, Text, useNotify, usePageTitle } from '@pulse/ui';
import { ConfirmDialog } from '@pulse/ui/overlays';
import { LoadFrame } from '../../../components/load-frame';
import { useTeam } from '../hooks/use-team';
import { ROLE_LABELS, type Role } from '../utils/roles';
import { InvitationsList } from './invitations-list';
import { InviteForm } from './invite-form';
import { MembersTable } from './members-table';

/** Toast texts of this page. */
export const ROLE_CHANGE_FAILURE = 'The role could not be changed';
export const REMOVE_FAILURE = 'The member could not be removed';
export const RESEND_FAILURE = 'The invitation could not be re-sent';
export const REVOKE_FAILURE = 'The invitation could not be revoked';
export const roleChanged = (name: string, role: Role) => `${name} is now ${ROLE_LABELS[role]}`;
export const memberRemoved = (name: string) => `${name} was removed`;
export const invitationResent = (email: string) => `Invitation re-sent to ${email}`;
export const invitationRevoked = (email: string) => `Invitation to ${email} revoked`;

/**
 * Settings → Members: invite by e-mail with a
 * role, the members with their role (changeable) and Remove, and the pending invitations with
 * Re-send and Revoke. Owners and admins only: the tab is not shown to other roles, and the API
 * refuses them (routes/access.ts).
 */
export function MembersPage() {
  usePageTitle('Members');
  const { user } = useSession();
  const actor = ((user as { role?: Role } | null)?.role ?? 'owner') as Role;
  const { state, reload } = useTeam();
  const notify = useNotify();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [revoking, setRevoking] = useState<MemberInvitation | null>(null);

  async function run(id: string, action: () => Promise<string>, failure: string) {
    setBusyId(id);
    try {
      notify.success(await action());
      reload();
      return true;
    } catch (err) {
      notify.error(errorText(err, failure));
      // The list may be stale (another admin acted): show what is true now.
      reload();
      return false;
    } finally {
      setBusyId(null);
    }
  }

  const changeRole = (m: Member, role: Role) =>
    void run(
      m.id,
      async () => {
        await changeMemberRole(m.id, role);
        return roleChanged(m.fullName, role);
      },
      ROLE_CHANGE_FAILURE,
    );

  async function remove() {
    const m = removing;
    if (!m) return;
    await run(
      m.id,
      async () => {
        await removeMember(m.id);
        return memberRemoved(m.fullName);
      },
      REMOVE_FAILURE,
    );
    setRemoving(null);
  }

  const resend = (i: MemberInvitation) =>
    void run(
      i.id,
      async () => {
        await resendInvitation(i.id);
        return invitationResent(i.email);
      },
      RESEND_FAILURE,
    );

  async function revoke() {
    const i = revoking;
    if (!i) return;
    await run(
      i.id,
      async () => {
        await revokeInvitation(i.id);
        return invitationRevoked(i.email);
      },
      REVOKE_FAILURE,
    );
    setRevoking(null);
  }

  return (
    <Stack gap="5">
      <Text color="fg.muted">
        Invite your colleagues and choose what each of them may do. A person can belong to one
        company only. Only an owner can make someone owner; the account always keeps one owner.
      </Text>
      <SectionCard title="Invite a member">
        <InviteForm actor={actor} onInvited={reload} />
      </SectionCard>
      <LoadFrame state={state} loadingLabel="Loading your team" onRetry={reload}>
        {(team) => (
          <>
            <SectionCard title="Members">
              <MembersTable
                members={team.members}
                actor={actor}
                busyId={busyId}
                onRoleChange={changeRole}
                onRemove={setRemoving}
              />
            </SectionCard>
            <SectionCard title="Pending invitations">
              <InvitationsList
                invitations={team.invitations}
                actor={actor}
                busyId={busyId}
                onResend={resend}
                onRevoke={setRevoking}
              />
            </SectionCard>
          </>
        )}
      </LoadFrame>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.fullName ?? ''}?`}
        message={`${removing?.email ?? ''} is signed out at once and can no longer sign in to your company's account.`}
        confirmText="Remove"
        loading={busyId !== null && busyId === removing?.id}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void remove()}
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke the invitation?"
        message={`The link sent to ${revoking?.email ?? ''} stops working.`}
        confirmText="Revoke"
        loading={busyId !== null && busyId === revoking?.id}
        onCancel={() => setRevoking(null)}
        onConfirm={() => void revoke()}
      />
    </Stack>
  );
}
