/**
 * RecordTable: a list of records as a table on wide screens and as RecordCards on a phone (see
 * usePhoneLayout), from one description of its columns, so both forms always show the same fields.
 */
import type { ReactNode } from 'react';
import { VisuallyHidden } from '@chakra-ui/react';
import { RecordCards } from './record-cards';
import { ScrollRegion } from './scroll-region';
import { SimpleTable } from './simple-table';
import { usePhoneLayout } from './use-phone-layout';

/** One column: its header (also the field's label on a phone card) and how a row fills it. */
export interface RecordTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The value on a phone card, where it differs from the table cell; default `cell`. */
  cardCell?: (row: Row) => ReactNode;
}

/** Small, spaced, muted headers; the first column in medium weight; the actions at the end. */
const RECORD_TABLE = {
  '& th': { fontSize: 'xs', letterSpacing: 'wider', color: 'fg.muted' },
  '& td:first-of-type': { fontWeight: 'medium' },
  '& td[data-actions]': { textAlign: 'end' },
};

export interface RecordTableProps<Row> {
  /** Accessible name of the table, and of the card list on a phone. */
  label: string;
  /** In order; the first one is the card's title on a phone. */
  columns: readonly [RecordTableColumn<Row>, ...RecordTableColumn<Row>[]];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The row's buttons (e.g. Remove), in a last column named "Actions" for screen readers only. */
  actions?: (row: Row) => ReactNode;
  /** `data-testid` of a table row. */
  rowTestId?: (row: Row) => string;
  /** Shown instead of the table or the cards when there is no row. */
  empty?: ReactNode;
}

/**
 * The rows as a table with an uppercase header row, the first column in medium weight and the
 * actions at the end; on a phone, one card per row titled by the first column, with the other
 * columns as label/value lines and the actions below. One component, so every record list of the
 * signed-in pages reads and collapses the same way.
 */
export function RecordTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  actions,
  rowTestId,
  empty,
}: RecordTableProps<Row>) {
  const phone = usePhoneLayout();
  if (rows.length === 0 && empty) return <>{empty}</>;
  const [first, ...rest] = columns;
  if (phone)
    return (
      <RecordCards
        label={label}
        records={rows.map((row) => ({
          key: rowKey(row),
          title: (first.cardCell ?? first.cell)(row),
          fields: rest.map((column) => ({
            label: column.header,
            value: (column.cardCell ?? column.cell)(row),
          })),
          actions: actions?.(row),
        }))}
      />
    );
  return (
    <ScrollRegion label={label}>
      <SimpleTable size="sm" aria-label={label} css={RECORD_TABLE}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header}>{column.header}</th>
            ))}
            {actions ? (
              <th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={rowTestId?.(row)}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
              {actions ? <td data-actions>{actions(row)}</td> : null}
            </tr>
          ))}
        </tbody>
      </SimpleTable>
    </ScrollRegion>
  );
}
