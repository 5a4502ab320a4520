import { useState } from 'react';
import type { AuditLogFilters } from '@pulse/api-client';
import { Button, HStack, SectionCard, Stack, Text, usePageTitle } from '@pulse/ui';
import { useAuditLog } from '../hooks/use-audit-log';
import { useExportCsv } from '../hooks/use-export-csv';
import { AuditLogFilterBar } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

/**
 * Settings → Audit log: who did what and when in this account, newest first, with
 * filters, "Load more" paging and a CSV export of the filtered entries. Read-only.
 */
export function AuditLogPage() {
  usePageTitle('Audit log');
  const [filters, setFilters] = useState<AuditLogFilters>({});
  const log = useAuditLog(filters);
  const { exportCsv, busy } = useExportCsv();
  const filtered = Object.keys(filters).length > 0;
  const emptyText = log.failed
    ? 'The audit log could not be loaded'
    : filtered
      ? 'No entries match these filters'
      : 'No entries yet';

  return (
    <SectionCard title="Audit log">
      <Stack gap="5">
        <Text color="fg.muted" fontSize="sm">
          Sign-ins, security changes, key changes and top-ups in this account. Entries cannot be
          changed or deleted.
        </Text>
        <AuditLogFilterBar onApply={setFilters} />
        <HStack justify="flex-end">
          <Button variant="outline" loading={busy} onClick={() => void exportCsv(filters)}>
            Export CSV
          </Button>
        </HStack>
        <AuditLogTable items={log.items} loading={log.loading} emptyText={emptyText} />
        {log.hasMore ? (
          <HStack justify="center">
            <Button variant="outline" loading={log.loading} onClick={() => void log.loadMore()}>
              Load more
            </Button>
          </HStack>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
