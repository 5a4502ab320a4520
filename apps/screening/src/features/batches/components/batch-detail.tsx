import {
  batchResultsUrl,
  getBatchResults,
  type BatchDetail as BatchDetailData,
  type BatchResultFormat,
} from '@pulse/api-client';
import { Link as RouterLink } from '@pulse/router';
import { Flex, HStack, Link, SectionCard, Stack, Text, formatDateTime } from '@pulse/ui';
import { DownloadLink } from '../../../lib/download-link';
import { isCancellable, rowsText, serviceName } from '../../../lib/batches';
import { BatchProgress } from './batch-progress';
import { CancelBatch } from './cancel-batch';
import { ErrorRows } from './error-rows';
import { DecisionTiles } from './decision-tiles';
import { StateBadge } from './state-badge';
import { startedByText } from './batch-list';

/** The results file's name: the upload's name without its extension, then `-results.<format>`. */
export function resultsFileName(fileName: string, format: BatchResultFormat): string {
  return `${fileName.replace(/\.[^.]*$/, '')}-results.${format}`;
}

export interface BatchDetailProps {
  batch: BatchDetailData;
  /** Whether the member may cancel it (not a viewer). */
  canRun: boolean;
}

/**
 * One started batch: its state and progress, Cancel while it has rows left, the decision tiles,
 * the result files and its reports, and the rows that ended in error.
 */
export function BatchDetail({ batch, canRun }: BatchDetailProps) {
  return (
    <Stack gap="6">
      <SectionCard
        title="Progress"
        actions={canRun && isCancellable(batch.state) ? <CancelBatch batch={batch} /> : null}
      >
        <Stack gap="3">
          <Flex gap="3" align="center" wrap="wrap">
            <StateBadge state={batch.state} />
            <Text textStyle="sm" color="fg.muted">
              {`${serviceName(batch.service)} · ${rowsText(batch.rowCount)}${batch.mode === 'test' ? ' · test mode' : ''}`}
            </Text>
          </Flex>
          <BatchProgress batch={batch} />
          <Stack gap="0.5" textStyle="xs" color="fg.muted">
            <Text>{startedByText(batch)}</Text>
            {batch.startedAt ? <Text>{`Started ${formatDateTime(batch.startedAt)}`}</Text> : null}
            {batch.finishedAt ? (
              <Text>{`Finished ${formatDateTime(batch.finishedAt)}`}</Text>
            ) : null}
          </Stack>
        </Stack>
      </SectionCard>
      <SectionCard title="Decisions">
        <DecisionTiles decisions={batch.decisions} />
      </SectionCard>
      <SectionCard title="Results">
        <HStack gap="6" wrap="wrap">
          {(['csv', 'ndjson'] as const).map((format) => (
            <DownloadLink
              key={format}
              href={batchResultsUrl(batch.id, format)}
              fileName={resultsFileName(batch.fileName, format)}
              load={() => getBatchResults(batch.id, format)}
            >
              {format === 'csv' ? 'Download CSV' : 'Download NDJSON'}
            </DownloadLink>
          ))}
          <Link asChild>
            <RouterLink to={`/reports?${new URLSearchParams({ batch: batch.id }).toString()}`}>
              View reports
            </RouterLink>
          </Link>
        </HStack>
      </SectionCard>
      <SectionCard title="Rows with errors">
        <ErrorRows rows={batch.errorRows} />
      </SectionCard>
    </Stack>
  );
}
