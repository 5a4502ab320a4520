import type { Batch } from '@pulse/api-client';
import { Link as RouterLink } from '@pulse/router';
import { Link, Stack, Text } from '@pulse/ui';
import { interruptedText, uploadingText } from '../../../lib/batches';

export interface UploadStateProps {
  batch: Pick<Batch, 'state' | 'rowCount'>;
  /** Whether the member may upload (not a viewer or analyst): the "Upload again" link. */
  canRun: boolean;
}

/**
 * A batch whose file is not whole yet: the rows stored so far while `uploading`, or, once its
 * upload was `interrupted` (the browser or the server went away mid-file), the rows it stored and
 * "Upload again", a link to the upload form: such a batch never starts.
 */
export function UploadState({ batch, canRun }: UploadStateProps) {
  if (batch.state === 'uploading')
    return (
      <Text textStyle="sm" color="fg.muted">
        {uploadingText(batch.rowCount)}
      </Text>
    );
  return (
    <Stack gap="1" align="flex-start">
      <Text textStyle="sm" color="fg.error">
        {interruptedText(batch.rowCount)}
      </Text>
      {canRun ? (
        <Link asChild textStyle="sm" fontWeight="semibold">
          <RouterLink to="/batches">Upload again</RouterLink>
        </Link>
      ) : null}
    </Stack>
  );
}
