import type { AuditEntry } from '@pulse/api-client';
import { EmptyState, formatDateTime, LoadingSpinner, Text, usePhoneLayout } from '@pulse/ui';
import { RecordCards, ScrollRegion, Table } from '@pulse/ui/data';
import { actionLabel } from '../utils/actions';

const COLUMNS = ['Time', 'Action', 'Actor', 'Target', 'IP address', 'Device'];

/** Short facts of an entry's detail (reason of a failure, codes left), in words. */
function detailText(e: AuditEntry): string | null {
  const d = e.detail;
  if (d.reason === 'password') return 'Wrong password';
  if (d.reason === 'two_factor_code') return 'Wrong two-factor code';
  if (typeof d.recoveryCodesLeft === 'number') return `${d.recoveryCodesLeft} recovery codes left`;
  if (d.twoFactor === 'totp') return 'With authenticator app';
  if (d.twoFactor === 'recovery_code') return 'With recovery code';
  if (typeof d.revoked === 'number')
    return d.revoked === 1 ? '1 session ended' : `${d.revoked} sessions ended`;
  if (typeof d.threshold === 'number') return `At ${d.threshold} calls left`;
  if (typeof d.newKey === 'string') return `Replaced by ${d.newKey}`;
  return null;
}

function ActionCell({ entry }: { entry: AuditEntry }) {
  const detail = detailText(entry);
  return (
    <>
      {actionLabel(entry.action)}
      {detail ? (
        <Text as="span" display="block" textStyle="xs" color="fg.muted">
          {detail}
        </Text>
      ) : null}
    </>
  );
}

/** The entries as a table, or as cards at phone width; loading and empty states included. */
export function AuditLogTable({
  items,
  loading,
  emptyText,
}: {
  items: AuditEntry[];
  loading: boolean;
  emptyText: string;
}) {
  const phone = usePhoneLayout();
  if (phone) {
    if (loading && items.length === 0) return <LoadingSpinner label="Loading the audit log" />;
    return (
      <RecordCards
        label="Audit log"
        empty={<EmptyState text={emptyText} />}
        records={items.map((e) => ({
          key: e.id,
          title: <ActionCell entry={e} />,
          fields: [
            { label: 'Time', value: formatDateTime(e.createdAt) },
            { label: 'Actor', value: e.actorEmail ?? '—' },
            { label: 'Target', value: e.target ?? '—' },
            { label: 'IP address', value: e.ip ?? '—' },
          ],
        }))}
      />
    );
  }
  return (
    <ScrollRegion label="Audit log">
      <Table.Root size="sm" aria-label="Audit log" aria-busy={loading}>
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((c) => (
              <Table.ColumnHeader key={c} whiteSpace="nowrap">
                {c}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {loading && items.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS.length}>
                <LoadingSpinner label="Loading the audit log" />
              </Table.Cell>
            </Table.Row>
          ) : items.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={COLUMNS.length}>
                <EmptyState text={emptyText} />
              </Table.Cell>
            </Table.Row>
          ) : (
            items.map((e) => (
              <Table.Row key={e.id}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(e.createdAt)}</Table.Cell>
                <Table.Cell>
                  <ActionCell entry={e} />
                </Table.Cell>
                <Table.Cell wordBreak="break-word">{e.actorEmail ?? '—'}</Table.Cell>
                <Table.Cell wordBreak="break-word">{e.target ?? '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{e.ip ?? '—'}</Table.Cell>
                <Table.Cell>
                  {/* max-width does not bind a table cell: the block inside it truncates. */}
                  <Text
                    as="span"
                    display="block"
                    maxW="14rem"
                    truncate
                    title={e.userAgent ?? undefined}
                  >
                    {e.userAgent ?? '—'}
                  </Text>
                </Table.Cell>
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </ScrollRegion>
  );
}
