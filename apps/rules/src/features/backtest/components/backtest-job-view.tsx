/**
 * A backtest job as it stands: its progress while queued or running, the results once done (the
 * same view as a backtest answered at once), or its error with Retry once failed.
 */
import { Alert, Button, Stack } from '@pulse/ui';
import type { BacktestJob } from '@pulse/api-client';
import { BacktestProgress } from './backtest-progress';
import { BacktestResults } from './backtest-results';

/** Props of BacktestJobView. */
export interface BacktestJobViewProps {
  job: BacktestJob;
  /** What the draft is compared with ("Live", "Test version"). */
  baseline: string;
  /** Runs the same backtest again (after a failure). */
  onRetry: () => void;
}

/** Progress, results, or the failure of one job. */
export function BacktestJobView({ job, baseline, onRetry }: BacktestJobViewProps) {
  if (job.status === 'done' && job.result) {
    return <BacktestResults result={job.result} baseline={baseline} />;
  }
  if (job.status === 'failed' || job.status === 'done') {
    return (
      <Stack gap="3" align="start">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{job.error ?? 'The backtest failed.'}</Alert.Title>
        </Alert.Root>
        <Button variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    );
  }
  return <BacktestProgress status={job.status} progress={job.progress} />;
}
