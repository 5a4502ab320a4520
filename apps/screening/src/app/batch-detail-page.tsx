import { isApiError } from '@pulse/api-client';
import { useSession } from '@pulse/auth';
import { Link as RouterLink, useParams } from '@pulse/router';
import {
  EmptyState,
  HStack,
  Link,
  LoadingSpinner,
  PageHeader,
  RetryAlert,
  SectionCard,
  Stack,
  Text,
} from '@pulse/ui';
import { BatchDetail, StateBadge, UploadState, useBatch } from '../features/batches';
import { MonitorRows, mayMonitor, mayMonitorRows } from '../features/monitoring';
import { BatchPreview } from '../features/upload';
import { mayRunBatches, serviceName } from '../lib/batches';

function BackLink() {
  return (
    <Link asChild textStyle="sm" alignSelf="flex-start">
      <RouterLink to="/batches">← All batches</RouterLink>
    </Link>
  );
}

/**
 * One batch (`/batches/:id`): the rows stored while its file uploads, or "Upload again" once its
 * upload was interrupted; its preview while it waits to be started, else its progress,
 * decisions, results and error rows, and (AML batches) "Monitor rows". It reads the batch again every 2 s while it is queued or
 * running.
 */
export function BatchDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const canRun = mayRunBatches(user?.role);
  const batch = useBatch(id);

  let body;
  if (batch.isPending) body = <LoadingSpinner label="Loading batch" />;
  else if (batch.isError) {
    body =
      isApiError(batch.error) && batch.error.status === 404 ? (
        <EmptyState text="This batch does not exist, or belongs to the other view mode." />
      ) : (
        <RetryAlert message="The batch could not be loaded." onRetry={() => void batch.refetch()} />
      );
  } else if (batch.data.state === 'uploading' || batch.data.state === 'interrupted') {
    body = (
      <SectionCard title="Upload">
        <Stack gap="3">
          <HStack gap="3" wrap="wrap">
            <StateBadge state={batch.data.state} />
            <Text textStyle="sm" color="fg.muted">
              {serviceName(batch.data.service)}
            </Text>
          </HStack>
          <UploadState batch={batch.data} canRun={canRun} />
        </Stack>
      </SectionCard>
    );
  } else if (batch.data.state === 'preview' && batch.data.preview) {
    body = <BatchPreview batch={batch.data} canRun={canRun} />;
  } else {
    body = (
      <Stack gap="6">
        <BatchDetail batch={batch.data} canRun={canRun} />
        {mayMonitor(user?.role) && mayMonitorRows(batch.data) ? (
          <SectionCard title="Monitor rows">
            <MonitorRows batch={batch.data} />
          </SectionCard>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <BackLink />
      <PageHeader title={batch.data?.fileName ?? 'Batch'} pageName="Batch" mb="0" />
      {body}
    </Stack>
  );
}
