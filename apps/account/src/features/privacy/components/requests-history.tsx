import type { PrivacyRequest } from '@pulse/api-client';
import { Badge, Button, EmptyState, formatCount, formatDateTime } from '@pulse/ui';
import { RecordTable } from '@pulse/ui/data';
import { LoadFrame } from '../../../components/load-frame';
import { useRequestActions, useRequestHistory } from '../hooks/use-privacy-requests';
import { KIND_LABELS, STATUS_LABELS, criteriaText, totalOf } from '../utils/labels';

export const NO_REQUESTS = 'No erasure or access request yet. Search a person above to start one.';

const rowsOf = (r: PrivacyRequest) =>
  formatCount(totalOf(r.status === 'done' ? r.progress.places : r.preview));
const palette = (r: PrivacyRequest) =>
  r.status === 'done' ? 'green' : r.status === 'previewed' ? 'gray' : 'blue';

/**
 * The tenant's newest requests: kind, status, what was searched (never the values), rows found or
 * done, dates, and the download of a done request's certificate or export.
 */
export function RequestsHistory() {
  const { state, reload } = useRequestHistory();
  const { download } = useRequestActions();
  return (
    <LoadFrame state={state} loadingLabel="Loading the privacy requests" onRetry={reload}>
      {({ requests }) => (
        <RecordTable
          label="Privacy requests"
          rows={requests}
          rowKey={(r) => r.id}
          rowTestId={(r) => `privacy-request-${r.id}`}
          empty={<EmptyState text={NO_REQUESTS} />}
          columns={[
            { header: 'Created', cell: (r) => formatDateTime(r.createdAt) },
            { header: 'Kind', cell: (r) => KIND_LABELS[r.kind] },
            {
              header: 'Status',
              cell: (r) => (
                <Badge colorPalette={palette(r)} variant="subtle">
                  {STATUS_LABELS[r.status]}
                </Badge>
              ),
            },
            { header: 'Searched by', cell: (r) => criteriaText(r.criteria) },
            { header: 'Rows', cell: rowsOf },
            {
              header: 'Finished',
              cell: (r) => (r.finishedAt ? formatDateTime(r.finishedAt) : '—'),
            },
          ]}
          actions={(r) =>
            r.status === 'done' ? (
              <Button
                size="xs"
                variant="outline"
                onClick={() => void download(r)}
                aria-label={`${r.kind === 'erasure' ? 'Download certificate' : 'Download export'} of ${formatDateTime(r.createdAt)}`}
              >
                {r.kind === 'erasure' ? 'Download certificate' : 'Download export'}
              </Button>
            ) : null
          }
        />
      )}
    </LoadFrame>
  );
}
