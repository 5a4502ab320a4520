import type { ReportListItem } from '@pulse/api-client';
import { formatDateTime, statusLabel } from '@pulse/ui';
import { serviceName } from '../../../lib/services';

/** Most rows one export writes; the export says so when the filtered list is longer. */
export const CSV_EXPORT_CAP = 10_000;

export const CSV_COLUMNS = [
  'Reference ID',
  'Service',
  'Service Key',
  'Date & Time',
  'Date & Time (ISO, UTC)',
  'Status',
] as const;

/** Table rows of the export: what the list shows, plus the machine values next to it. */
export function csvRows(items: readonly ReportListItem[]): string[][] {
  return items.map((r) => [
    r.referenceID,
    serviceName(r.apiService),
    r.apiService,
    formatDateTime(r.requestDateTime),
    r.requestDateTime,
    statusLabel(r.status),
  ]);
}

/** CSV text (RFC 4180 through papaparse, loaded on demand: it is not needed until an export). */
export async function toCsv(items: readonly ReportListItem[]): Promise<string> {
  const mod = await import('papaparse');
  // papaparse is a UMD bundle: its functions sit on the namespace or on its default export.
  const unparse = mod.unparse ?? (mod as unknown as { default: typeof mod }).default.unparse;
  // escapeFormulae: a value starting with =, +, - or @ is quoted so spreadsheets do not run it.
  return unparse(
    { fields: [...CSV_COLUMNS], data: csvRows(items) },
    { escapeFormulae: true, newline: '\r\n' },
  );
}
