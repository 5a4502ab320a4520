import { useState } from 'react';
import { errorText, type PrivacyRequest } from '@pulse/api-client';
import { Button, HStack, LoadingSpinner, RetryAlert, Stack, Text, formatCount } from '@pulse/ui';
import { Progress } from '@pulse/ui/data';
import { ConfirmDialog } from '@pulse/ui/overlays';
import {
  REQUEST_LOAD_FAILURE,
  useRequestActions,
  useRequestProgress,
} from '../hooks/use-privacy-requests';
import { criteriaText, isWorking, placeLabel, totalOf } from '../utils/labels';
import { PlaceCounts } from './place-counts';

export const NOTHING_FOUND =
  'Nothing was found for this search: there is no data to remove or export.';

/** The confirmation's text: every place with rows, and that it cannot be undone. */
export function erasureMessage(r: PrivacyRequest): string {
  const found = r.preview.filter((p) => p.count > 0);
  const list = found.map((p) => `${placeLabel(p.place)}: ${formatCount(p.count)}`).join('; ');
  return `The personal data of ${formatCount(totalOf(found))} rows will be removed for good (${list}). Report ids, outcomes, counts and billing stay. This cannot be undone.`;
}

/** What the request's job has done so far, as a bar and a line. */
function RequestProgress({ request }: { request: PrivacyRequest }) {
  const { placesDone, placesTotal } = request.progress;
  const percent = placesTotal > 0 ? Math.round((placesDone / placesTotal) * 100) : 0;
  const verb = request.kind === 'erasure' ? 'Erasing' : 'Gathering the data';
  return (
    <Stack gap="1.5" aria-live="polite">
      <Progress.Root
        value={request.status === 'queued' ? null : percent}
        size="sm"
        colorPalette="brand"
      >
        <Progress.Track aria-label="Progress of the request">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="sm" color="fg.muted">
        {request.status === 'queued'
          ? 'Queued: the job starts in a moment…'
          : `${verb}: ${placesDone} of ${placesTotal} places done…`}
      </Text>
    </Stack>
  );
}

/**
 * The request just previewed: its counts per place; then Run erasure (after a confirmation that
 * names what goes) or Export data; the job's progress, polled until done; then the download of
 * the certificate or the export.
 */
export function RequestPanel({ id }: { id: string }) {
  const query = useRequestProgress(id);
  const { run, download } = useRequestActions();
  const [confirming, setConfirming] = useState(false);
  const [starting, setStarting] = useState(false);
  const r = query.data;
  if (!r) {
    if (query.error)
      return (
        <RetryAlert
          message={errorText(query.error, REQUEST_LOAD_FAILURE)}
          onRetry={() => void query.refetch()}
        />
      );
    return <LoadingSpinner label="Loading the request" />;
  }
  const start = async () => {
    setStarting(true);
    await run(r.id);
    setStarting(false);
    setConfirming(false);
  };
  const erasure = r.kind === 'erasure';
  const found = totalOf(r.preview);
  return (
    <Stack gap="4" data-testid="privacy-request">
      <Text textStyle="sm" color="fg.muted">
        {`Searched by: ${criteriaText(r.criteria)}`}
      </Text>
      {r.status === 'done' ? (
        <Stack gap="3">
          <Text fontWeight="medium" role="status">
            {erasure
              ? `Erasure complete: ${formatCount(totalOf(r.progress.places))} rows redacted.`
              : `Export ready: ${formatCount(totalOf(r.progress.places))} rows gathered.`}
          </Text>
          <PlaceCounts
            label={erasure ? 'Rows redacted per place' : 'Rows exported per place'}
            places={r.progress.places}
          />
        </Stack>
      ) : (
        <PlaceCounts label="Rows found per place" places={r.preview} />
      )}
      {isWorking(r.status) ? <RequestProgress request={r} /> : null}
      {r.status === 'previewed' && found === 0 ? <Text>{NOTHING_FOUND}</Text> : null}
      <HStack gap="3" wrap="wrap">
        {r.status === 'previewed' && found > 0 ? (
          erasure ? (
            <Button colorPalette="red" onClick={() => setConfirming(true)}>
              Run erasure
            </Button>
          ) : (
            <Button colorPalette="brand" loading={starting} onClick={() => void start()}>
              Export data
            </Button>
          )
        ) : null}
        {r.status === 'done' ? (
          <Button colorPalette="brand" onClick={() => void download(r)}>
            {erasure ? 'Download certificate' : 'Download export'}
          </Button>
        ) : null}
      </HStack>
      <ConfirmDialog
        open={confirming}
        title="Erase this person's data?"
        message={erasureMessage(r)}
        confirmText="Erase"
        loading={starting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void start()}
      />
    </Stack>
  );
}
