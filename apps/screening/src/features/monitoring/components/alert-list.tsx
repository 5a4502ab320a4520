import { useState } from 'react';
import type { MonitoringAlert } from '@pulse/api-client';
import { Link as RouterLink } from '@pulse/router';
import {
  Badge,
  Box,
  EmptyState,
  Flex,
  Link,
  LoadingSpinner,
  RetryAlert,
  SectionCard,
  Stack,
  Text,
  formatDateTime,
} from '@pulse/ui';
import { SOURCE_NAMES } from '../../../lib/list-sources';
import type { ReactNode } from 'react';
import { Pager } from '../../../components/pager';
import { useAlerts } from '../hooks/use-monitoring';
import { ALERT_KIND_LABELS, ALERT_KIND_PALETTE } from '../utils/format';
import { DetailsToggle } from '../../../components/details-toggle';

/** "OFAC SDN · version 12": the list and its version the re-screen ran against. */
export function listText(a: Pick<MonitoringAlert, 'source' | 'listVersion'>): string {
  return `${SOURCE_NAMES[a.source as keyof typeof SOURCE_NAMES] ?? a.source} · version ${a.listVersion}`;
}

function AlertItem({
  alert,
  renderEntry,
}: {
  alert: MonitoringAlert;
  renderEntry: (entryId: string) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = `alert-entry-${alert.id}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="3" bg="bg.panel">
      <Stack gap="2">
        <Flex gap="3" justify="space-between" align="center" wrap="wrap">
          <Flex gap="2" align="center" minW="0" wrap="wrap">
            <Badge colorPalette={ALERT_KIND_PALETTE[alert.kind]}>
              {ALERT_KIND_LABELS[alert.kind]}
            </Badge>
            <Text fontWeight="semibold" wordBreak="break-word">
              {alert.subjectName}
            </Text>
            <Text textStyle="sm">{`matches ${alert.entryName}`}</Text>
          </Flex>
          <Flex gap="2" align="center">
            {alert.caseId ? (
              <Link asChild textStyle="sm">
                <RouterLink to={`/cases/${encodeURIComponent(alert.caseId)}`}>Open case</RouterLink>
              </Link>
            ) : null}
            <DetailsToggle
              name={alert.entryName}
              controls={detailsId}
              open={open}
              onToggle={() => setOpen((o) => !o)}
            />
          </Flex>
        </Flex>
        <Text textStyle="xs" color="fg.muted">
          {`${listText(alert)} · ${formatDateTime(alert.createdAt)}`}
        </Text>
        <Box id={detailsId} hidden={!open}>
          {open ? renderEntry(alert.entryId) : null}
        </Box>
      </Stack>
    </Box>
  );
}

/**
 * What the re-screens after list updates found, newest first: the kind of change, the subject,
 * the list entry (its details, drawn by `renderEntry`, open in place), the list and version, when, and the case it opened.
 */
export function AlertList({ renderEntry }: { renderEntry: (entryId: string) => ReactNode }) {
  const { query, page, next, previous } = useAlerts();
  let body;
  if (query.isPending) body = <LoadingSpinner label="Loading alerts" />;
  else if (query.isError)
    body = (
      <RetryAlert message="Alerts could not be loaded." onRetry={() => void query.refetch()} />
    );
  else if (query.data.items.length === 0)
    body = (
      <EmptyState text="No alerts yet. They appear when a list update changes a subject's matches." />
    );
  else
    body = (
      <Stack gap="3">
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Alerts">
          {query.data.items.map((a) => (
            <AlertItem key={a.id} alert={a} renderEntry={renderEntry} />
          ))}
        </Stack>
        <Pager
          label="Pages of alerts"
          page={page}
          hasNext={query.data.nextCursor !== null}
          onPrevious={previous}
          onNext={() => query.data.nextCursor && next(query.data.nextCursor)}
        />
      </Stack>
    );
  return <SectionCard title="Recent alerts">{body}</SectionCard>;
}
