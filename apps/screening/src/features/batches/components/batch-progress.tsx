import type { Batch } from '@pulse/api-client';
import { mayReadBilling, useSession } from '@pulse/auth';
import { Link as RouterLink } from '@pulse/router';
import { HStack, Link, Stack, Text } from '@pulse/ui';
import { Progress } from '@pulse/ui/data';
import { durationText, percentDone, rateText, rowsLine } from '../../../lib/batches';

/**
 * A batch's progress: the bar (rows handled out of all), rows done / failed / left, the rate and
 * the time left while it runs, and for a batch paused because its calls ran out (`pauseReason`
 * NO_CALLS_LEFT, the only reason there is) the way to top up.
 */
export function BatchProgress({ batch }: { batch: Batch }) {
  const { user } = useSession();
  const percent = percentDone(batch);
  return (
    <Stack gap="1.5">
      <Progress.Root
        value={percent}
        size="sm"
        colorPalette={batch.state === 'paused' ? 'orange' : 'brand'}
      >
        <HStack gap="3">
          <Progress.Track flex="1" aria-label={`Progress of ${batch.fileName}`}>
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText minW="10" textAlign="end">
            {`${percent} %`}
          </Progress.ValueText>
        </HStack>
      </Progress.Root>
      <HStack gap="3" wrap="wrap" textStyle="sm" color="fg.muted">
        <Text>{rowsLine(batch)}</Text>
        {batch.state === 'running' && batch.rowsPerSecond !== null ? (
          <Text>{rateText(batch.rowsPerSecond)}</Text>
        ) : null}
        {batch.etaSeconds !== null && (batch.state === 'running' || batch.state === 'queued') ? (
          <Text>{`About ${durationText(batch.etaSeconds)} left`}</Text>
        ) : null}
      </HStack>
      {batch.state === 'paused' && batch.pauseReason === 'NO_CALLS_LEFT' ? (
        <Text textStyle="sm" color="fg.warning">
          {'The calls of this service ran out. '}
          {mayReadBilling(user?.role) ? (
            <Link asChild color="fg.warning" fontWeight="semibold">
              <RouterLink to="/billing">Top up to continue</RouterLink>
            </Link>
          ) : (
            'Top up to continue (an owner or admin can buy calls).'
          )}
        </Text>
      ) : null}
    </Stack>
  );
}
