/**
 * A backtest running on the job queue (`POST /rules/backtest` answered 202): a progress bar of the
 * reports decided out of the period's total (its `progressbar` carries aria-valuenow, the percent
 * done), and the counts in words.
 */
import { HStack, Stack, Text, formatCount } from '@pulse/ui';
import { Progress } from '@pulse/ui/data';

/** Props of BacktestProgress: the job's state and its progress, as the API answers them. */
export interface BacktestProgressProps {
  status: 'queued' | 'running';
  /** Reports decided and the period's reports in all. */
  progress: { done: number; total: number };
}

/** Whole percent of `done` out of `total` (0 while the total is not known yet), at most 100. */
export const percentOf = ({ done, total }: { done: number; total: number }): number =>
  total > 0 ? Math.min(100, Math.floor((done / total) * 100)) : 0;

/** The bar and the counts of a queued or running backtest. */
export function BacktestProgress({ status, progress }: BacktestProgressProps) {
  const percent = percentOf(progress);
  return (
    <Stack gap="1.5" aria-live="polite">
      <Progress.Root value={percent} size="sm" colorPalette="brand">
        <HStack gap="3">
          <Progress.Track flex="1" aria-label="Backtest progress">
            <Progress.Range />
          </Progress.Track>
          <Progress.ValueText minW="10" textAlign="end">
            {`${percent} %`}
          </Progress.ValueText>
        </HStack>
      </Progress.Root>
      <Text textStyle="sm" color="fg.muted">
        {status === 'queued'
          ? 'Queued: a period this large runs in the background.'
          : `${formatCount(progress.done)} of ${formatCount(progress.total)} reports decided.`}
      </Text>
    </Stack>
  );
}
