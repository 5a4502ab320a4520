import { useMemo } from 'react';
import { Table, useSlotRecipe } from '@chakra-ui/react';
import type { SystemStyleObject, TableRootProps } from '@chakra-ui/react';

export type SimpleTableProps = Omit<TableRootProps, 'variant' | 'striped'>;

/**
 * Chakra's table, styled once at its root: its children are plain `thead`, `tbody`, `tr`, `th`
 * and `td` elements, which get the Table recipe's header, row, column-header and cell styles
 * (line variant, `size`) through descendant selectors. It looks like `Table.Root` with
 * `Table.Cell`s, at the cost of one styled element instead of one per cell: each Chakra element
 * computes and hashes its styles on every render, which made most of a table page's render
 * (docs/adr/0034-tables-with-plain-cells.md).
 *
 * Conventions on the plain cells: `data-numeric` aligns a `th`/`td` to the end with tabular
 * figures; `data-nowrap` keeps its text on one line. Anything else goes in `css`. `interactive`
 * (rows highlighted on hover) and `stickyHeader` are the recipe's variants, as on `Table.Root`.
 */
export function SimpleTable({
  size = 'sm',
  interactive = false,
  stickyHeader = false,
  css,
  children,
  ...props
}: SimpleTableProps) {
  const recipe = useSlotRecipe({ key: 'table' });
  const descendants = useMemo<SystemStyleObject>(() => {
    const slots = recipe({ size, variant: 'line', interactive, stickyHeader }) as Record<
      string,
      SystemStyleObject
    >;
    return {
      '& thead': slots.header ?? {},
      '& tbody': slots.body ?? {},
      '& tr': slots.row ?? {},
      '& th': slots.columnHeader ?? {},
      '& td': slots.cell ?? {},
      '& caption': slots.caption ?? {},
      '& :is(th, td)[data-numeric]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
      '& :is(th, td)[data-nowrap]': { whiteSpace: 'nowrap' },
    };
  }, [recipe, size, interactive, stickyHeader]);
  return (
    <Table.Root size={size} variant="line" css={[descendants, css]} {...props}>
      {children}
    </Table.Root>
  );
}
