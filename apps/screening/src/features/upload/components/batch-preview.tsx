import { useState } from 'react';
import { errorText, type BatchDetail } from '@pulse/api-client';
import { Alert, Button, Flex, Heading, SectionCard, Stack, Text } from '@pulse/ui';
import { serviceName } from '../../../lib/batches';
import { usePreviewActions } from '../hooks/use-preview-actions';
import { costLine, exceedsCallsLeft, refusedLine, requiredText } from '../utils/preview-text';
import { MappingEditor } from './mapping-editor';
import { PreviewRows } from './preview-rows';

export interface BatchPreviewProps {
  /** A batch in preview (its `preview` set). */
  batch: BatchDetail;
  /** Whether the member may change, start or discard it (not a viewer). */
  canRun: boolean;
  /** Called once it was started or discarded. */
  onDone?: () => void;
}

function ActionError({ error }: { error: unknown }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{errorText(error, 'That did not work. Try again.')}</Alert.Description>
    </Alert.Root>
  );
}

/**
 * An uploaded file before it runs: which field each column feeds (editable), its first 20 rows
 * with their errors, its size (rows to screen, rows refused) and the cost of the rows to screen
 * against the calls left, and Start batch (the confirmation:
 * charging starts there) or Discard.
 */
export function BatchPreview({ batch, canRun, onDone }: BatchPreviewProps) {
  const { mapping, start, discard } = usePreviewActions(batch, onDone);
  const [pending, setPending] = useState<(string | null)[] | null>(null);
  const preview = batch.preview;
  if (!preview) return null;
  const busy = mapping.isPending || start.isPending || discard.isPending;
  const failed = [mapping, start, discard].find((action) => action.isError);
  const shown = mapping.isPending && pending ? pending : preview.mapping;

  return (
    <SectionCard title={`Preview of ${batch.fileName}`}>
      <Stack gap="5">
        <Text color="fg.muted" textStyle="sm">
          {serviceName(batch.service)}
        </Text>
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Column mapping
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            {requiredText(preview.required)}
          </Text>
          <MappingEditor
            preview={preview}
            mapping={shown}
            disabled={!canRun || busy}
            onChange={(next) => {
              setPending(next);
              mapping.mutate(next);
            }}
          />
        </Stack>
        <Stack gap="2">
          <Heading as="h3" size="sm">
            First rows
          </Heading>
          <PreviewRows preview={preview} />
        </Stack>
        <Text fontWeight="medium" data-testid="cost-line">
          {costLine(preview)}
        </Text>
        {refusedLine(preview) ? (
          <Text textStyle="sm" color="fg.muted" data-testid="refused-line">
            {refusedLine(preview)}
          </Text>
        ) : null}
        {exceedsCallsLeft(preview) ? (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Description>
              This batch costs more calls than you have left. It pauses when the calls run out and
              goes on by itself after a top-up of this service.
            </Alert.Description>
          </Alert.Root>
        ) : null}
        {failed ? <ActionError error={failed.error} /> : null}
        {canRun ? (
          <Flex gap="3" wrap="wrap">
            <Button onClick={() => start.mutate()} loading={start.isPending} disabled={busy}>
              Start batch
            </Button>
            <Button
              variant="outline"
              onClick={() => discard.mutate()}
              loading={discard.isPending}
              disabled={busy}
            >
              Discard
            </Button>
          </Flex>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
