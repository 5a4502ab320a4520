import { Badge, Button, Code, EmptyState, usePhoneLayout } from '@pulse/ui';
import { RecordCards, ScrollRegion, Table } from '@pulse/ui/data';
import type { RequestLogEntry } from '../api/request-log';
import { formatLatency, formatTime, statusPalette } from '../utils/format';
import { ReportLink } from './report-link';

export interface RequestLogTableProps {
  items: RequestLogEntry[];
  busy: boolean;
  onOpen(id: string): void;
}

const EMPTY = 'No requests match these filters';

const StatusBadge = ({ status }: { status: number }) => (
  <Badge colorPalette={statusPalette(status)} variant="subtle">
    {status}
  </Badge>
);

/** The log's rows: a table, or cards on a phone (docs/adr/0026-screens-at-every-width.md "Screens at every width"). */
export function RequestLogTable({ items, busy, onOpen }: RequestLogTableProps) {
  const phone = usePhoneLayout();
  if (phone)
    return (
      <RecordCards
        label="Requests"
        empty={<EmptyState text={EMPTY} />}
        records={items.map((e) => ({
          key: e.id,
          title: `${e.method} ${e.path}`,
          fields: [
            { label: 'Time', value: formatTime(e.createdAt) },
            { label: 'Status', value: <StatusBadge status={e.status} /> },
            { label: 'Latency', value: formatLatency(e.latencyMs) },
            { label: 'Key', value: e.keyPrefix },
            { label: 'IP', value: e.ip },
            { label: 'Report', value: <ReportLink id={e.reportId} /> },
          ],
          onOpen: () => onOpen(e.id),
          openLabel: `Details of ${e.method} ${e.path} at ${formatTime(e.createdAt)}`,
        }))}
      />
    );
  if (items.length === 0) return <EmptyState text={EMPTY} />;
  return (
    <ScrollRegion label="Requests">
      <Table.Root size="sm" aria-label="Requests" aria-busy={busy}>
        <Table.Header>
          <Table.Row>
            {['Time', 'Request', 'Status', 'Latency', 'Key', 'IP', 'Report'].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((e) => (
            <Table.Row key={e.id}>
              <Table.Cell whiteSpace="nowrap">
                <Button
                  variant="plain"
                  size="sm"
                  px="0"
                  textDecoration="underline"
                  aria-label={`Details of ${e.method} ${e.path} at ${formatTime(e.createdAt)}`}
                  onClick={() => onOpen(e.id)}
                >
                  {formatTime(e.createdAt)}
                </Button>
              </Table.Cell>
              <Table.Cell>
                <Code size="sm">{e.method}</Code> {e.path}
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={e.status} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatLatency(e.latencyMs)}</Table.Cell>
              <Table.Cell fontFamily="mono">{e.keyPrefix}</Table.Cell>
              <Table.Cell>{e.ip}</Table.Cell>
              <Table.Cell>
                <ReportLink id={e.reportId} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollRegion>
  );
}
