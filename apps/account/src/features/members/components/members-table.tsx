import type { Member } from '@pulse/api-client';
import {
  Badge,
  Button,
  HStack,
  Text,
  VisuallyHidden,
  formatDateTime,
  usePhoneLayout,
} from '@pulse/ui';
import { RecordCards, Table } from '@pulse/ui/data';
import { NativeSelect } from '@pulse/ui/forms';
import { ROLE_LABELS, assignableRoles, canManage, type Role } from '../utils/roles';

const COLUMNS = ['EMAIL', 'ROLE', 'JOINED', 'LAST ACTIVE'] as const;

export interface MembersTableProps {
  members: Member[];
  actor: Role;
  /** A role change was picked for a member (already different from the current role). */
  onRoleChange: (member: Member, role: Role) => void;
  onRemove: (member: Member) => void;
  /** The member whose change is in flight: their controls are disabled. */
  busyId: string | null;
}

/**
 * The members as a table (cards on a phone): name, e-mail, role (a select where the actor may
 * change it), joined, last active, and Remove. Nobody removes themselves here, and an admin cannot
 * change or remove an owner (docs/api-contract.md, "Members and invitations").
 */
export function MembersTable({
  members,
  actor,
  onRoleChange,
  onRemove,
  busyId,
}: MembersTableProps) {
  const phone = usePhoneLayout();
  const cells = (m: Member) => [
    <Text key="email" as="span" overflowWrap="anywhere">
      {m.email}
    </Text>,
    <RoleCell key="role" member={m} actor={actor} busy={busyId === m.id} onChange={onRoleChange} />,
    formatDateTime(m.joinedAt),
    m.lastActiveAt ? formatDateTime(m.lastActiveAt) : 'Never',
  ];
  const actions = (m: Member) =>
    m.you || !canManage(actor, m.role) ? null : (
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`Remove ${m.fullName}`}
        disabled={busyId === m.id}
        onClick={() => onRemove(m)}
      >
        Remove
      </Button>
    );
  const name = (m: Member) => (
    <HStack gap="2" wrap="wrap">
      <Text as="span" fontWeight="medium" overflowWrap="anywhere">
        {m.fullName}
      </Text>
      {m.you ? <Badge variant="subtle">You</Badge> : null}
    </HStack>
  );

  if (phone)
    return (
      <RecordCards
        label="Members"
        records={members.map((m) => ({
          key: m.id,
          title: name(m),
          fields: COLUMNS.map((label, i) => ({ label, value: cells(m)[i] })),
          actions: actions(m),
        }))}
      />
    );
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Members">
        <Table.Header>
          <Table.Row>
            {['NAME', ...COLUMNS].map((c) => (
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
          {members.map((m) => (
            <Table.Row key={m.id}>
              <Table.Cell>{name(m)}</Table.Cell>
              {cells(m).map((cell, i) => (
                <Table.Cell key={COLUMNS[i]}>{cell}</Table.Cell>
              ))}
              <Table.Cell textAlign="end">{actions(m)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function RoleCell({
  member,
  actor,
  busy,
  onChange,
}: {
  member: Member;
  actor: Role;
  busy: boolean;
  onChange: (m: Member, role: Role) => void;
}) {
  if (!canManage(actor, member.role)) return <>{ROLE_LABELS[member.role]}</>;
  const roles = assignableRoles(actor);
  return (
    <NativeSelect.Root size="xs" width="auto" minW="32" disabled={busy}>
      <NativeSelect.Field
        aria-label={`Role of ${member.fullName}`}
        value={member.role}
        onChange={(e) => {
          const role = e.currentTarget.value as Role;
          if (role !== member.role) onChange(member, role);
        }}
      >
        {roles.map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
