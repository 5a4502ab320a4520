import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { chakra } from '@pulse/ui';
import type { ListSort, SortKey } from '../utils/list-query';

export interface SortableHeaderProps {
  /** The column's sort key (GET /reports `sort`). */
  column: SortKey;
  label: string;
  /** The list's current order. */
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  /**
   * Focus this header's button when it appears: the table is rendered anew for a new order (it
   * waits for the sorted page), so the keyboard user who sorted stays on the header.
   */
  focusOnMount?: boolean;
}

/**
 * The first order of a column: the date newest first (the list's default), a service or status
 * A to Z. A second press on the sorted column reverses it.
 */
const FIRST_ORDER: Record<SortKey, ListSort['order']> = {
  date: 'desc',
  service: 'asc',
  status: 'asc',
};

/**
 * A column header that sorts the list (WAI-ARIA APG "Sortable Table"): a button inside the `th`,
 * so Tab reaches it and Enter or Space sorts, and `aria-sort` on the sorted column only. The arrow
 * shows the direction; the other columns show a neutral arrow.
 */
export function SortableHeader({
  column,
  label,
  sort,
  onSort,
  focusOnMount = false,
}: SortableHeaderProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) button.current?.focus();
  }, [focusOnMount]);
  const active = sort.sort === column;
  const Icon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  const next: ListSort = active
    ? { sort: column, order: sort.order === 'asc' ? 'desc' : 'asc' }
    : { sort: column, order: FIRST_ORDER[column] };
  return (
    <th
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
      data-nowrap
    >
      <chakra.button
        ref={button}
        type="button"
        onClick={() => onSort(next)}
        display="inline-flex"
        alignItems="center"
        gap="1"
        font="inherit"
        color="inherit"
        cursor="pointer"
        rounded="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        {label}
        <Icon aria-hidden="true" size={14} opacity={active ? 1 : 0.45} />
      </chakra.button>
    </th>
  );
}
