import type { KeyboardEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { useNavigate } from '@pulse/router';
import {
  Button,
  StatusBadge,
  formatDateTime,
  usePhoneLayout,
  type SystemStyleObject,
} from '@pulse/ui';
import { RecordCards, ScrollRegion, SimpleTable } from '@pulse/ui/data';
import type { ReportListItem } from '@pulse/api-client';
import { serviceName } from '../../../lib/services';
import type { ListSort } from '../utils/list-query';
import { SortableHeader } from './sortable-header';

export interface ReportsTableProps {
  items: readonly ReportListItem[];
  /** Asks to delete a report; without it (a role that may not delete) there is no Delete. */
  onDelete?: (referenceID: string) => void;
  /** The list's order (kept in the URL) and how to change it: the column headers sort. */
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  /** True right after a header sorted the list: the sorted header takes the focus back. */
  sortedByHeader?: boolean;
}

/**
 * The rows' own look on top of the table's (plain rows and cells, as `SimpleTable` explains: a
 * page of reports was 120 styled cells): a tinted header, a pointer and a focus ring on the rows
 * that open a report, and the reference id in the monospace face.
 */
const ROW_STYLES: SystemStyleObject = {
  '& thead tr': { bg: 'bg.subtle' },
  '& tbody tr': { cursor: 'pointer' },
  '& tbody tr:focus-visible': {
    outline: '2px solid',
    outlineColor: 'colorPalette.focusRing',
    outlineOffset: '-2px',
  },
  '& td[data-reference]': { fontFamily: 'mono', fontSize: 'sm' },
};

/**
 * The report table (spec §2): Reference ID, Service, Date & Time, Status (badge) and a Delete action
 * when `onDelete` is given. Service, Date & Time and Status are sortable headers (the API sorts).
 * A row opens /reports/{referenceID} on click, or on Enter/Space when focused. On a phone the rows
 * are cards (the reference ID opens the report), so nothing is reachable only sideways.
 */
export function ReportsTable({
  items,
  onDelete,
  sort,
  onSort,
  sortedByHeader = false,
}: ReportsTableProps) {
  const header = (column: ListSort['sort'], label: string) => (
    <SortableHeader
      column={column}
      label={label}
      sort={sort}
      onSort={onSort}
      focusOnMount={sortedByHeader && sort.sort === column}
    />
  );
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

  const deleteButton = (referenceID: string, remove: (referenceID: string) => void) => (
    <Button
      size="xs"
      variant="ghost"
      colorPalette="red"
      aria-label={`Delete report ${referenceID}`}
      onClick={(e) => {
        e.stopPropagation();
        remove(referenceID);
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
          actions: onDelete ? deleteButton(r.referenceID, onDelete) : undefined,
        }))}
      />
    );
  }

  return (
    <ScrollRegion label="Transaction reports" borderWidth="1px" rounded="md" bg="bg.panel">
      <SimpleTable
        size="md"
        interactive
        stickyHeader
        aria-label="Transaction reports"
        css={ROW_STYLES}
      >
        <thead>
          <tr>
            <th>Reference ID</th>
            {header('service', 'Service')}
            {header('date', 'Date & Time')}
            {header('status', 'Status')}
            {onDelete ? <th data-numeric>Delete</th> : null}
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr
              key={r.referenceID}
              data-testid="report-row"
              tabIndex={0}
              aria-label={`Open report ${r.referenceID}`}
              onClick={() => open(r.referenceID)}
              onKeyDown={(e) => onKeyDown(e, r.referenceID)}
            >
              <td data-reference>{r.referenceID}</td>
              <td>{serviceName(r.apiService)}</td>
              <td data-nowrap>{formatDateTime(r.requestDateTime)}</td>
              <td>
                <StatusBadge status={r.status} />
              </td>
              {onDelete ? <td data-numeric>{deleteButton(r.referenceID, onDelete)}</td> : null}
            </tr>
          ))}
        </tbody>
      </SimpleTable>
    </ScrollRegion>
  );
}
