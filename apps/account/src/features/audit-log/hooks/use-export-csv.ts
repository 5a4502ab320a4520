import { useCallback, useState } from 'react';
import { errorText, exportAuditLog, type AuditLogFilters } from '@pulse/api-client';
import { useNotify } from '@pulse/ui';
import { saveFile } from '../../../lib/save-file';

/** Downloads the filtered log as `pulse-audit-log-<date>.csv`. */
export function useExportCsv() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (filters: AuditLogFilters) => {
      setBusy(true);
      try {
        const csv = await exportAuditLog(filters);
        saveFile(
          `pulse-audit-log-${new Date().toISOString().slice(0, 10)}.csv`,
          csv,
          'text/csv;charset=utf-8',
        );
      } catch (error) {
        notify.error(errorText(error, 'The audit log could not be exported'));
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );
  return { exportCsv: run, busy };
}
