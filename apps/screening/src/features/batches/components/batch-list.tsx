import type { Batch } from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import { Link as RouterLink } from '@pulse/router';
import {
  Box,
  EmptyState,
  Flex,
  HStack,
  Link,
  LoadingSpinner,
  RetryAlert,
  SectionCard,
  Stack,
  Text,
  formatDateTime,
} from '@pulse/ui';
import { mayRunBatches, rowsText, serviceName } from '../../../lib/batches';
import { useBatchList } from '../hooks/use-batches';
import { BatchProgress } from './batch-progress';
import { StateBadge } from './state-badge';
import { UploadState } from './upload-state';

/** "By Ada Lovelace · 28/11/2026, 10:00:00", or the date alone when nobody is named. */
export function startedByText(batch: Pick<Batch, 'createdBy' | 'createdAt'>): string {
  const when = formatDateTime(batch.createdAt);
  return batch.createdBy ? `By ${batch.createdBy.name} · ${when}` : when;
}

function BatchItem({ batch, canRun }: { batch: Batch; canRun: boolean }) {
  let state;
  if (batch.state === 'preview')
    state = (
      <Text textStyle="sm" color="fg.muted">
        Not started yet: open it to check the mapping and start it.
      </Text>
    );
  else if (batch.state === 'uploading' || batch.state === 'interrupted')
    state = <UploadState batch={batch} canRun={canRun} />;
  else state = <BatchProgress batch={batch} />;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l2" p="4" bg="bg.panel">
      <Stack gap="3">
        <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Link asChild fontWeight="semibold" wordBreak="break-all">
              <RouterLink to={`/batches/${batch.id}`}>{batch.fileName}</RouterLink>
            </Link>
            <Text textStyle="sm" color="fg.muted">
              {`${serviceName(batch.service)} · ${rowsText(batch.rowCount)}`}
            </Text>
          </Stack>
          <StateBadge state={batch.state} />
        </Flex>
        {state}
        <HStack textStyle="xs" color="fg.muted">
          <Text>{startedByText(batch)}</Text>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * The batches of the tab's view mode, newest first: each with its file, service, state, progress
 * (or, for a file not whole, the rows stored and "Upload again") and who uploaded it when. It reads
 * the list again every 2 s while a batch is uploading, queued or running.
 */
export function BatchList() {
  const list = useBatchList();
  const { user } = useSession();
  const canRun = mayRunBatches(user?.role);
  let body;
  if (list.isPending) body = <LoadingSpinner label="Loading batches" />;
  else if (list.isError) {
    body = (
      <RetryAlert message="Batches could not be loaded." onRetry={() => void list.refetch()} />
    );
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        text={
          canRun
            ? 'No batches yet. Upload a file to start one.'
            : 'No batches yet. An owner, admin or developer can upload one.'
        }
      />
    );
  } else {
    body = (
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Batches">
        {list.data.items.map((batch) => (
          <BatchItem key={batch.id} batch={batch} canRun={canRun} />
        ))}
      </Stack>
    );
  }
  return <SectionCard title="Your batches">{body}</SectionCard>;
}
