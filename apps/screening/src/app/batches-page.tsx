import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { batchQueries } from '@pulse/api-client';
import { useSession, useViewMode } from '@pulse/auth';
import { PageHeader, Stack, Text } from '@pulse/ui';
import { BatchList } from '../features/batches';
import { BatchPreview, UploadPanel } from '../features/upload';
import { mayRunBatches } from '../lib/batches';

/** The batch just uploaded, from the cache the upload filled (and the mapping changes update). */
function UploadedPreview({ id, onDone }: { id: string; onDone: () => void }) {
  const [mode] = useViewMode();
  const { data } = useQuery({ ...batchQueries.detail({ id, mode }), staleTime: Infinity });
  if (!data || data.state !== 'preview') return null;
  return <BatchPreview batch={data} canRun onDone={onDone} />;
}

/**
 * Batch screening: the upload form, then the preview of the file just uploaded, and the batches
 * with their progress. A viewer sees the batches only.
 */
export function BatchesPage() {
  const { user } = useSession();
  const canRun = mayRunBatches(user?.role);
  const [uploaded, setUploaded] = useState<string | null>(null);
  return (
    <Stack gap="6">
      <PageHeader title="Batches" mb="0" />
      <Text color="fg.muted" mt="-4">
        Screen a whole file at once: one lookup per row, with the results to download.
      </Text>
      {canRun ? (
        uploaded ? (
          <UploadedPreview id={uploaded} onDone={() => setUploaded(null)} />
        ) : (
          <UploadPanel onUploaded={(batch) => setUploaded(batch.id)} />
        )
      ) : null}
      <BatchList />
    </Stack>
  );
}
