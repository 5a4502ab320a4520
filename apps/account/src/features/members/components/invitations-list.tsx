import type { MemberInvitation } from '@pulse/api-client';
import {
  Badge,
  Button,
  Text,
  EmptyState,
  HStack,
  VisuallyHidden,
  formatDateTime,
  usePhoneLayout,
} from '@pulse/ui';
import { RecordCards, Table } from '@pulse/ui/data';
import { ROLE_LABELS, canManage, type Role } from '../utils/roles';

export const NO_INVITATIONS_TEXT = 'No pending invitations.';
const COLUMNS = ['ROLE', 'INVITED BY', 'EXPIRES'] as const;

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
  const phone = usePhoneLayout();
  if (invitations.length === 0) return <EmptyState text={NO_INVITATIONS_TEXT} />;
  const cells = (i: MemberInvitation) => [
    ROLE_LABELS[i.role],
    <Text key="by" as="span" overflowWrap="anywhere">
      {i.invitedBy ?? '—'}
    </Text>,
    i.expired ? (
      <Badge key="expired" colorPalette="orange">
        Expired
      </Badge>
    ) : (
      formatDateTime(i.expiresAt)
    ),
  ];
  const actions = (i: MemberInvitation) =>
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
    ) : null;

  if (phone)
    return (
      <RecordCards
        label="Pending invitations"
        records={invitations.map((i) => ({
          key: i.id,
          title: (
            <Text as="span" overflowWrap="anywhere">
              {i.email}
            </Text>
          ),
          fields: COLUMNS.map((label, n) => ({ label, value: cells(i)[n] })),
          actions: actions(i),
        }))}
      />
    );
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Pending invitations">
        <Table.Header>
          <Table.Row>
            {['EMAIL', ...COLUMNS].map((c) => (
              <Table.ColumnHeader key={c} fontSize="xs" letterSpacing="wider" color="fg.muted">
                {c}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {invitations.map((i) => (
            <Table.Row key={i.id}>
              <Table.Cell fontWeight="medium">{i.email}</Table.Cell>
              {cells(i).map((cell, n) => (
                <Table.Cell key={COLUMNS[n]}>{cell}</Table.Cell>
              ))}
              <Table.Cell>{actions(i)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
