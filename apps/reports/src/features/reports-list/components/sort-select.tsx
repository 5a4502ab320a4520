import { Field } from '@pulse/ui';
import { NativeSelect } from '@pulse/ui/forms';
import type { ListSort, SortKey, SortOrder } from '../utils/list-query';

/** The orders offered where there are no column headers (the phone's cards), value `sort:order`. */
const ORDERS: ReadonlyArray<{ value: `${SortKey}:${SortOrder}`; label: string }> = [
  { value: 'date:desc', label: 'Newest first' },
  { value: 'date:asc', label: 'Oldest first' },
  { value: 'service:asc', label: 'Service A–Z' },
  { value: 'service:desc', label: 'Service Z–A' },
  { value: 'status:asc', label: 'Status A–Z' },
  { value: 'status:desc', label: 'Status Z–A' },
];

/** "Sort by": the same orders as the table's sortable headers, as one select. */
export function SortSelect({ sort, onSort }: { sort: ListSort; onSort: (s: ListSort) => void }) {
  return (
    <Field.Root>
      <Field.Label>Sort by</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name="sort"
          value={`${sort.sort}:${sort.order}`}
          onChange={(e) => {
            const found = ORDERS.find((o) => o.value === e.currentTarget.value);
            if (!found) return;
            const [key, order] = found.value.split(':') as [SortKey, SortOrder];
            onSort({ sort: key, order });
          }}
        >
          {ORDERS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
