import {
  Alert,
  Badge,
  EmptyState,
  Link,
  LoadingSpinner,
  PageHeader,
  SectionCard,
  Stack,
  Text,
  formatCount,
} from '@pulse/ui';
import { Link as RouterLink } from '@pulse/router';
import { ScrollRegion, Table } from '@pulse/ui/data';
import { useDataSources } from '../hooks/use-data-sources';
import type { SourceRow } from '../utils/staleness';
import { QueryClientFallback } from '../../../components/query-client-fallback';

const COLUMNS = ['LIST', 'RECORDS', 'VERSION', 'DATA DATE', 'IMPORTED', 'STATUS'] as const;

/** The warning above the table when some lists are older than their kind allows. */
export function staleWarning(rows: SourceRow[]): string | null {
  const stale = rows.filter((r) => r.stale);
  if (stale.length === 0) return null;
  return `${stale.length} of ${rows.length} lists are older than their refresh age: answers may miss recent changes to them.`;
}

function StatusCell({ row }: { row: SourceRow }) {
  return row.stale ? (
    <Badge colorPalette="orange" title={`Older than ${row.maxAgeDays} days`}>
      {`Stale: ${formatCount(row.ageDays)} days old`}
    </Badge>
  ) : (
    <Badge colorPalette="green">Up to date</Badge>
  );
}

/**
 * Data sources: every list the lookups answer from, with its record
 * count, version, the date of its data and when it was imported, and a warning for a list older
 * than its kind allows (utils/staleness.ts). Mounted by the shell at /data-sources.
 */
export function DataSourcesPage() {
  return (
    <QueryClientFallback>
      <DataSourcesContent />
    </QueryClientFallback>
  );
}

function DataSourcesContent() {
  const state = useDataSources();
  const warning = state.kind === 'ready' ? staleWarning(state.rows) : null;
  return (
    <Stack gap="6">
      <PageHeader title="Data sources" mb="0" />
      <Text color="fg.muted">
        The lists every lookup and screening answers from. Each report names its sources and their
        dates.{' '}
        <Link asChild>
          <RouterLink to="/list-updates">What each sanctions list import changed</RouterLink>
        </Link>
      </Text>
      {state.kind === 'loading' ? <LoadingSpinner label="Loading data sources" /> : null}
      {state.kind === 'error' ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{state.message}</Alert.Title>
        </Alert.Root>
      ) : null}
      {warning ? (
        <Alert.Root status="warning" data-testid="stale-warning">
          <Alert.Indicator />
          <Alert.Title>{warning}</Alert.Title>
        </Alert.Root>
      ) : null}
      {state.kind === 'ready' ? (
        <SectionCard title="Lists">
          <ScrollRegion label="Data sources">
            <Table.Root size="sm" aria-label="Data sources">
              <Table.Header>
                <Table.Row>
                  {COLUMNS.map((c) => (
                    <Table.ColumnHeader
                      key={c}
                      fontSize="xs"
                      letterSpacing="wider"
                      color="fg.muted"
                    >
                      {c}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {state.rows.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={COLUMNS.length}>
                      <EmptyState py="6" text="No list is loaded yet" />
                    </Table.Cell>
                  </Table.Row>
                ) : (
                  state.rows.map((r) => (
                    <Table.Row key={r.key} data-testid={`source-${r.key}`}>
                      <Table.Cell>{r.name}</Table.Cell>
                      <Table.Cell>{formatCount(r.records)}</Table.Cell>
                      <Table.Cell>v{r.version}</Table.Cell>
                      {/* Dates stay whole: the table scrolls rather than break 2024-05-03. */}
                      <Table.Cell whiteSpace="nowrap">{r.dataDate}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{r.importedAt.slice(0, 10)}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">
                        <StatusCell row={r} />
                      </Table.Cell>
                    </Table.Row>
                  ))
                )}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        </SectionCard>
      ) : null}
    </Stack>
  );
}
