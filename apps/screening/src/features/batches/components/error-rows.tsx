import type { BatchErrorRow } from '@pulse/api-client';
import { Link as RouterLink } from '@pulse/router';
import { EmptyState, Link, formatCount } from '@pulse/ui';
import { ScrollRegion, SimpleTable } from '@pulse/ui/data';

const COLUMNS = ['Row', 'Line', 'Error', 'Report'] as const;

/** The first 100 rows that ended in ERROR: row, line of the file, the error, and its report. */
export function ErrorRows({ rows }: { rows: readonly BatchErrorRow[] }) {
  if (rows.length === 0) return <EmptyState text="No rows with errors." />;
  return (
    <ScrollRegion label="Rows with errors">
      <SimpleTable size="sm" aria-label="Rows with errors">
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} data-numeric={column === 'Row' || column === 'Line' || undefined}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.rowNo}>
              <td data-numeric="">{formatCount(row.rowNo)}</td>
              <td data-numeric="">{formatCount(row.line)}</td>
              <td>{row.error}</td>
              <td>
                {row.referenceId ? (
                  <Link asChild>
                    <RouterLink
                      to={`/reports/${encodeURIComponent(row.referenceId)}`}
                      aria-label={`Report of row ${row.rowNo}`}
                    >
                      View report
                    </RouterLink>
                  </Link>
                ) : (
                  'None'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
    </ScrollRegion>
  );
}
