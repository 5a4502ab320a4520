/** KeyValueList: label/value rows (a <dl>) for report cards; empty values show "N/A". */
import type { ReactNode } from 'react';
import { DataList } from '@chakra-ui/react';
import type { DataListRootProps } from '@chakra-ui/react';

/** One row: the label and its value (text or any element, e.g. a StatusBadge). */
export interface KeyValueRow {
  label: ReactNode;
  value: ReactNode;
  /** React key; defaults to the label when it is a string, else the index. */
  key?: string;
}

export interface KeyValueListProps extends Omit<DataListRootProps, 'children'> {
  rows: readonly KeyValueRow[];
}

function isEmpty(v: ReactNode): boolean {
  return v === null || v === undefined || v === false || (typeof v === 'string' && v.trim() === '');
}

export function KeyValueList({ rows, ...rest }: KeyValueListProps) {
  return (
    <DataList.Root orientation="horizontal" size="md" gap="3" {...rest}>
      {rows.map((row, i) => (
        <DataList.Item
          key={row.key ?? (typeof row.label === 'string' ? row.label : i)}
          alignItems="flex-start"
        >
          <DataList.ItemLabel minW={{ base: '8rem', md: '12rem' }} color="fg.muted">
            {row.label}
          </DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">
            {isEmpty(row.value) ? 'N/A' : row.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
