import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from '@pulse/router';
import { Button, HStack, LoadingSpinner, SectionCard, Stack, Text } from '@pulse/ui';
import { useRequestLog } from '../hooks/use-request-log';
import { parseFilters, toSearchParams, type RequestLogFilters } from '../utils/filters';
import { RequestDetailDrawer } from './request-detail-drawer';
import { RequestLogFiltersForm } from './request-log-filters';
import { RequestLogTable } from './request-log-table';

/**
 * Developers → Requests: every call made with the API keys, newest first, filtered by
 * key prefix, status, endpoint and dates, paged by cursor; a row opens its details and redacted
 * bodies in a drawer. Entries are kept 30 days, bodies 7. The filters live in the URL, so a reload,
 * Back and Forward and a shared link restore them.
 */
export function RequestLogPage() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // The string is the identity of the filters (a new URLSearchParams object on every render).
  // Applying the filters already shown reloads them from page 1 (a new object), as it always has.
  const [applied, setApplied] = useState(0);
  const filters = useMemo(
    () => parseFilters(new URLSearchParams(query)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `applied` is the reload trigger
    [query, applied],
  );
  const setFilters = useCallback(
    (next: RequestLogFilters) => {
      const target = toSearchParams(next);
      if (target.toString() === query) setApplied((n) => n + 1);
      else setParams(target);
    },
    [query, setParams],
  );
  const [open, setOpen] = useState<string | null>(null);
  const log = useRequestLog(filters);

  return (
    <Stack gap="6">
      <SectionCard title="Filters" headingAs="h2">
        <RequestLogFiltersForm value={filters} onApply={setFilters} />
      </SectionCard>
      <SectionCard title="Requests" headingAs="h2">
        <Text fontSize="sm" color="fg.muted" mb="3">
          Calls made with your API keys from your servers. Entries are kept for 30 days, request and
          response bodies for 7.
        </Text>
        {log.failed ? (
          <Stack gap="3" align="start" role="alert">
            <Text>The requests could not be loaded.</Text>
            <Button size="sm" variant="outline" onClick={log.retry}>
              Retry
            </Button>
          </Stack>
        ) : log.loading && log.items.length === 0 ? (
          <LoadingSpinner label="Loading requests" />
        ) : (
          <RequestLogTable items={log.items} busy={log.loading} onOpen={setOpen} />
        )}
        {log.hasNewer || log.hasOlder ? (
          <HStack justify="space-between" mt="4">
            <Button
              size="sm"
              variant="outline"
              disabled={!log.hasNewer || log.loading}
              onClick={log.newer}
            >
              Newer
            </Button>
            <Text fontSize="sm" aria-live="polite">
              Page {log.page}
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={!log.hasOlder || log.loading}
              onClick={log.older}
            >
              Older
            </Button>
          </HStack>
        ) : null}
      </SectionCard>
      <RequestDetailDrawer id={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
