import { useCallback, useState } from 'react';
import { errorText } from '@pulse/api-client';
import { useViewMode } from '@pulse/auth';
import { useNotify } from '@pulse/ui';
import { downloadText, fileStamp } from '../../../lib/download';
import { fetchAllReports } from '../api/fetch-all-reports';
import { CSV_EXPORT_CAP, toCsv } from '../utils/csv';
import type { ListFilters } from '../utils/list-query';

/** CSV export of every report of the view mode matching the filters (up to CSV_EXPORT_CAP rows). */
export function useCsvExport(filters: ListFilters) {
  const notify = useNotify();
  const [mode] = useViewMode();
  const [exporting, setExporting] = useState(false);

  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const { items, total, capped } = await fetchAllReports(
        filters,
        CSV_EXPORT_CAP,
        undefined,
        mode,
      );
      downloadText(await toCsv(items), `reports-${fileStamp()}.csv`, 'text/csv;charset=utf-8');
      if (capped)
        notify.warning(
          `Exported the newest ${items.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} reports (export limit). Narrow the filters to export the rest.`,
        );
      else notify.success(`Exported ${items.length.toLocaleString('en-US')} reports`);
    } catch (err) {
      notify.error(errorText(err, 'Something went wrong'));
    } finally {
      setExporting(false);
    }
  }, [filters, mode, notify]);

  return { exportCsv, exporting };
}
