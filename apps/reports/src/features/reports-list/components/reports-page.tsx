import { useState } from 'react';
import { Download, RotateCw } from 'lucide-react';
import { Alert, Button, EmptyState, LoadingSpinner, PageHeader, Stack, Text } from '@pulse/ui';
import { ConfirmDialog } from '@pulse/ui/overlays';
import { useSession } from '@pulse/auth';
import { mayDeleteReports } from '../../../lib/roles';
import { useReportsPage } from '../api/use-reports-page';
import { useCsvExport } from '../hooks/use-csv-export';
import { useDeleteReport } from '../hooks/use-delete-report';
import { useListQuery } from '../hooks/use-list-query';
import { CSV_EXPORT_CAP } from '../utils/csv';
import { hasFilters, type ListSort } from '../utils/list-query';
import { ReportsFilters } from './reports-filters';
import { ReportsPagination } from './reports-pagination';
import { ReportsTable } from './reports-table';

/**
 * Reports list (spec §2 "Reports list", route /reports): title "Reports", heading "Transaction
 * Reports", the five-column table, spinner, "No Records Found", Delete with the "Confirmation" modal
 * (for the roles that may delete: a viewer or an analyst has four columns and no Delete).
 * Beyond the spec: server-side cursor paging, filters, reference-ID search and the column sort kept
 * in the URL, and a CSV export of the filtered list.
 */
export function ReportsPage() {
  const { query, setFilters, setSort, setSize, next, previous, clear } = useListQuery();
  const { loading, data, error, reload } = useReportsPage(query);
  const del = useDeleteReport();
  const { user } = useSession();
  const canDelete = mayDeleteReports(user?.role);
  const { exportCsv, exporting } = useCsvExport(query);
  const items = data?.items ?? [];
  // The order a header asked for: its table (rendered anew) gives that header the focus back.
  const [headerSort, setHeaderSort] = useState<ListSort | null>(null);
  const sortByHeader = (sort: ListSort) => {
    setHeaderSort(sort);
    setSort(sort);
  };

  return (
    <Stack gap="0">
      <PageHeader title="Transaction Reports" pageName="Reports">
        <Button
          variant="outline"
          onClick={exportCsv}
          loading={exporting}
          loadingText="Exporting…"
          disabled={loading || items.length === 0}
          title={`Exports every report matching the filters, up to ${CSV_EXPORT_CAP.toLocaleString('en-US')} rows`}
          data-print-hide=""
        >
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </PageHeader>
      <ReportsFilters
        filters={query}
        onChange={setFilters}
        onClear={clear}
        sort={query}
        onSort={setSort}
      />
      {loading ? (
        <LoadingSpinner label="Loading reports" />
      ) : error ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Error: {error}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={reload}>
            <RotateCw aria-hidden="true" />
            Retry
          </Button>
        </Alert.Root>
      ) : items.length === 0 && query.cursors.length === 0 ? (
        <>
          <EmptyState borderWidth="1px" rounded="md" bg="bg.panel" />
          {hasFilters(query) ? (
            <Text textAlign="center" textStyle="sm" color="fg.muted" mt="2">
              No report matches these filters.
            </Text>
          ) : null}
        </>
      ) : (
        <>
          {items.length > 0 ? (
            <ReportsTable
              items={items}
              onDelete={canDelete ? del.ask : undefined}
              sort={query}
              onSort={sortByHeader}
              sortedByHeader={headerSort?.sort === query.sort && headerSort.order === query.order}
            />
          ) : (
            <EmptyState borderWidth="1px" rounded="md" bg="bg.panel" />
          )}
          <ReportsPagination
            pageIndex={query.cursors.length}
            size={query.size}
            shown={items.length}
            total={data?.total ?? items.length}
            nextCursor={data?.nextCursor}
            onNext={next}
            onPrevious={previous}
            onSize={setSize}
          />
        </>
      )}
      <ConfirmDialog
        open={del.target !== null}
        title="Confirmation"
        message="Are you sure you want to delete this report?"
        confirmText="Confirm"
        cancelText="Cancel"
        loading={del.deleting}
        onConfirm={del.confirm}
        onCancel={del.cancel}
      />
    </Stack>
  );
}
