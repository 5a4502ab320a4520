import type { KeyboardEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { useNavigate } from '@pulse/router';
import { Button, StatusBadge, formatDateTime, usePhoneLayout } from '@pulse/ui';
import { RecordCards, Table } from '@pulse/ui/data';
import type { ReportListItem } from '@pulse/api-client';
import { serviceName } from '../../../lib/services';

export interface ReportsTableProps {
  items: readonly ReportListItem[];
  onDelete: (referenceID: string) => void;
}

/**
 * The report table (spec §2): Reference ID, Service, Date & Time, Status (badge) and a Delete action.
 * A row opens /reports/{referenceID} on click, or on Enter/Space when focused. On a phone the rows
 * are cards (the reference ID opens the report), so nothing is reachable only sideways.
 */
export function ReportsTable({ items, onDelete }: ReportsTableProps) {
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const open = (referenceID: string) => navigate(`/reports/${encodeURIComponent(referenceID)}`);
  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>, referenceID: string) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open(referenceID);
    }
  };

  const deleteButton = (referenceID: string) => (
    <Button
      size="xs"
      variant="ghost"
      colorPalette="red"
      aria-label={`Delete report ${referenceID}`}
      onClick={(e) => {
        e.stopPropagation();
        onDelete(referenceID);
      }}
      onKeyDown={(e) => e.stopPropagation()}
    >
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );

  if (phone) {
    return (
      <RecordCards
        label="Transaction reports"
        records={items.map((r) => ({
          key: r.referenceID,
          title: <span style={{ fontFamily: 'monospace' }}>{r.referenceID}</span>,
          openLabel: `Open report ${r.referenceID}`,
          onOpen: () => open(r.referenceID),
          fields: [
            { label: 'Service', value: serviceName(r.apiService) },
            { label: 'Date & Time', value: formatDateTime(r.requestDateTime) },
            { label: 'Status', value: <StatusBadge status={r.status} /> },
          ],
          actions: deleteButton(r.referenceID),
        }))}
      />
    );
  }

  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" bg="bg.panel">
      <Table.Root size="md" interactive stickyHeader aria-label="Transaction reports">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader>Reference ID</Table.ColumnHeader>
            <Table.ColumnHeader>Service</Table.ColumnHeader>
            <Table.ColumnHeader>Date &amp; Time</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Delete</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((r) => (
            <Table.Row
              key={r.referenceID}
              data-testid="report-row"
              tabIndex={0}
              cursor="pointer"
              aria-label={`Open report ${r.referenceID}`}
              onClick={() => open(r.referenceID)}
              onKeyDown={(e) => onKeyDown(e, r.referenceID)}
              _focusVisible={{
                outline: '2px solid',
                outlineColor: 'colorPalette.focusRing',
                outlineOffset: '-2px',
              }}
            >
              <Table.Cell fontFamily="mono" fontSize="sm">
                {r.referenceID}
              </Table.Cell>
              <Table.Cell>{serviceName(r.apiService)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(r.requestDateTime)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={r.status} />
              </Table.Cell>
              <Table.Cell textAlign="end">{deleteButton(r.referenceID)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
