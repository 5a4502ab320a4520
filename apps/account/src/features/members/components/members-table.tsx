import type { Member } from '@pulse/api-client';
import { Badge, Button, HStack, Text, formatDateTime } from '@pulse/ui';
import { RecordTable } from '@pulse/ui/data';
import { NativeSelect } from '@pulse/ui/forms';
import { ROLE_LABELS, assignableRoles, canManage, type Role } from '../utils/roles';

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
 * change or remove an owner.
 */
export function MembersTable({
  members,
  actor,
  onRoleChange,
  onRemove,
  busyId,
}: MembersTableProps) {
  return (
    <RecordTable
      label="Members"
      columns={[
        {
          header: 'NAME',
          cell: (m) => (
            <HStack gap="2" wrap="wrap">
              <Text as="span" fontWeight="medium" overflowWrap="anywhere">
                {m.fullName}
              </Text>
              {m.you ? <Badge variant="subtle">You</Badge> : null}
            </HStack>
          ),
        },
        {
          header: 'EMAIL',
          cell: (m) => (
            <Text as="span" overflowWrap="anywhere">
              {m.email}
            </Text>
          ),
        },
        {
          header: 'ROLE',
          cell: (m) => (
            <RoleCell member={m} actor={actor} busy={busyId === m.id} onChange={onRoleChange} />
          ),
        },
        { header: 'JOINED', cell: (m) => formatDateTime(m.joinedAt) },
        {
          header: 'LAST ACTIVE',
          cell: (m) => (m.lastActiveAt ? formatDateTime(m.lastActiveAt) : 'Never'),
        },
      ]}
      rows={members}
      rowKey={(m) => m.id}
      actions={(m) =>
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
        )
      }
    />
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
