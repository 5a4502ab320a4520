/**
 * Backtest (`/rules/backtest`): runs the draft against the team's own reports of a period, in live
 * or test mode, and shows what would change. It never charges and never changes a report. Owners,
 * admins and developers run it; the other roles are told who may. A period with more reports than
 * the API decides in one request answers 202 with a job: the page shows its progress, polling it
 * until it is done (the same results) or failed (its error, and Retry).
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, HStack, LoadingSpinner, RetryAlert, Text } from '@pulse/ui';
import { DateField } from '@pulse/ui/overlays';
import { ChoiceField } from '../../../components/choice-field';
import { ErrorAlert } from '../../../components/error-alert';
import { RulesFrame } from '../../../components/rules-frame';
import { last30Days } from '../../../lib/period';
import { EDIT_REASON, useRuleRights } from '../../../lib/roles';
import { errorText, runBacktest, type BacktestParams } from '@pulse/api-client';
import {
  backtestJobQuery,
  isFinished,
  useBacktestJob,
  type BacktestAnswer,
} from '../../../hooks/use-backtest-job';
import { BacktestJobView } from './backtest-job-view';
import { BacktestResults } from './backtest-results';

/** The Backtest page. */
export function BacktestPage() {
  const { canEdit } = useRuleRights();
  const queryClient = useQueryClient();
  const [period, setPeriod] = useState(() => last30Days());
  const [mode, setMode] = useState<'live' | 'test'>('live');
  const [problem, setProblem] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const backtest = useMutation({
    // The client's signature names the 200 answer only; the 202 body is told apart by `backtest`.
    mutationFn: (params: BacktestParams): Promise<BacktestAnswer> => runBacktest(params),
    onMutate: () => setJobId(null),
    onSuccess: (answer) => {
      if (!('backtest' in answer)) return;
      // The job as the 202 gave it shows at once; polling goes on from there.
      queryClient.setQueryData(backtestJobQuery(answer.backtest.id).queryKey, answer.backtest);
      setJobId(answer.backtest.id);
    },
  });
  const job = useBacktestJob(jobId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!period.from || !period.to) return setProblem('Choose the first and the last day.');
    if (period.from > period.to) return setProblem('The first day must not be after the last.');
    setProblem(null);
    backtest.mutate({ ...period, mode });
  };
  const baseline = backtest.variables?.mode === 'test' ? 'Test version' : 'Live';
  const retry = () => backtest.variables && backtest.mutate(backtest.variables);

  return (
    <RulesFrame
      title="Backtest"
      intro="Run the draft on your own reports of a period and compare its decisions with the live ones. Nothing is charged and no report changes."
    >
      {canEdit ? (
        <form onSubmit={submit} noValidate aria-label="Backtest period">
          <HStack align="end" gap="3" wrap="wrap">
            <DateField
              label="From"
              name="from"
              value={period.from}
              onChange={(from) => setPeriod((p) => ({ ...p, from }))}
            />
            <DateField
              label="To"
              name="to"
              value={period.to}
              onChange={(to) => setPeriod((p) => ({ ...p, to }))}
            />
            <ChoiceField
              label="Mode"
              value={mode}
              width="36"
              choices={[
                { value: 'live', label: 'Live' },
                { value: 'test', label: 'Test' },
              ]}
              onChange={setMode}
            />
            <Button
              type="submit"
              colorPalette="brand"
              loading={
                backtest.isPending ||
                (jobId !== null && job.data !== undefined && !isFinished(job.data))
              }
            >
              Run
            </Button>
          </HStack>
          {problem ? (
            <Text mt="2" color="fg.error" role="alert">
              {problem}
            </Text>
          ) : null}
        </form>
      ) : (
        <Text color="fg.muted">{EDIT_REASON}</Text>
      )}
      {backtest.isPending ? (
        <LoadingSpinner label="Running the backtest" />
      ) : backtest.isError ? (
        <ErrorAlert error={backtest.error} fallback="The backtest could not be run." />
      ) : jobId !== null ? (
        job.data ? (
          <BacktestJobView job={job.data} baseline={baseline} onRetry={retry} />
        ) : job.isError ? (
          <RetryAlert
            message={errorText(job.error, 'The backtest’s progress could not be read.')}
            onRetry={() => void job.refetch()}
          />
        ) : (
          <LoadingSpinner label="Running the backtest" />
        )
      ) : backtest.data && !('backtest' in backtest.data) ? (
        <BacktestResults result={backtest.data} baseline={baseline} />
      ) : null}
    </RulesFrame>
  );
}
