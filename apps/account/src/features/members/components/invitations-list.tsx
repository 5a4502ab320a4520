import type { MemberInvitation } from '@pulse/api-client';
import { Badge, Button, Text, EmptyState, HStack, formatDateTime } from '@pulse/ui';
import { RecordTable } from '@pulse/ui/data';
import { ROLE_LABELS, canManage, type Role } from '../utils/roles';

export const NO_INVITATIONS_TEXT = 'No pending invitations.';

export interface InvitationsListProps {
  invitations: MemberInvitation[];
  actor: Role;
  onResend: (i: MemberInvitation) => void;
  onRevoke: (i: MemberInvitation) => void;
  busyId: string | null;
}

/** The pending invitations (cards on a phone) with Re-send and Revoke; an expired one says so. */
export function InvitationsList({
  invitations,
  actor,
  onResend,
  onRevoke,
  busyId,
}: InvitationsListProps) {
  return (
    <RecordTable
      label="Pending invitations"
      empty={<EmptyState text={NO_INVITATIONS_TEXT} />}
      columns={[
        {
          header: 'EMAIL',
          cell: (i) => i.email,
          cardCell: (i) => (
            <Text as="span" overflowWrap="anywhere">
              {i.email}
            </Text>
          ),
        },
        { header: 'ROLE', cell: (i) => ROLE_LABELS[i.role] },
        {
          header: 'INVITED BY',
          cell: (i) => (
            <Text as="span" overflowWrap="anywhere">
              {i.invitedBy ?? '—'}
            </Text>
          ),
        },
        {
          header: 'EXPIRES',
          cell: (i) =>
            i.expired ? <Badge colorPalette="orange">Expired</Badge> : formatDateTime(i.expiresAt),
        },
      ]}
      rows={invitations}
      rowKey={(i) => i.id}
      actions={(i) =>
        canManage(actor, i.role) ? (
          <HStack gap="2" justify="flex-end">
            <Button
              size="xs"
              variant="outline"
              aria-label={`Re-send the invitation to ${i.email}`}
              disabled={busyId === i.id}
              onClick={() => onResend(i)}
            >
              Re-send
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={`Revoke the invitation to ${i.email}`}
              disabled={busyId === i.id}
              onClick={() => onRevoke(i)}
            >
              Revoke
            </Button>
          </HStack>
        ) : null
      }
    />
  );
}
