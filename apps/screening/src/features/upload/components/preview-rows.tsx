import type { BatchPreview } from '@pulse/api-client';
import { Text, formatCount } from '@pulse/ui';
import { ScrollRegion, SimpleTable } from '@pulse/ui/data';

/** The first 20 rows of the file, checked with the current mapping, each with its errors. */
export function PreviewRows({ preview }: { preview: BatchPreview }) {
  return (
    <ScrollRegion label="First rows of the file">
      <SimpleTable size="sm" aria-label="First rows of the file">
        <thead>
          <tr>
            <th data-numeric="">Row</th>
            <th data-numeric="">Line</th>
            {preview.header.map((column, index) => (
              <th key={`${index}:${column}`}>{column}</th>
            ))}
            <th>Errors</th>
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row) => (
            <tr key={row.rowNo} data-invalid={row.errors.length > 0 || undefined}>
              <td data-numeric="">{formatCount(row.rowNo)}</td>
              <td data-numeric="">{formatCount(row.line)}</td>
              {preview.header.map((column, index) => (
                <td key={`${index}:${column}`}>{row.cells[index] ?? ''}</td>
              ))}
              <td>
                {row.errors.length > 0 ? (
                  <Text as="span" color="fg.error">
                    {row.errors.join('; ')}
                  </Text>
                ) : (
                  <Text as="span" color="fg.muted">
                    None
                  </Text>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
    </ScrollRegion>
  );
}
