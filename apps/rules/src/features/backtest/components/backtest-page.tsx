/**
 * Backtest (`/rules/backtest`): runs the draft against the team's own reports of a period, in live
 * or test mode, and shows what would change. It never charges and never changes a report. Owners,
 * admins and developers run it; the other roles are told who may.
 */
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, HStack, LoadingSpinner, Text } from '@pulse/ui';
import { DateField } from '@pulse/ui/overlays';
import { ChoiceField } from '../../../components/choice-field';
import { ErrorAlert } from '../../../components/error-alert';
import { RulesFrame } from '../../../components/rules-frame';
import { last30Days } from '../../../lib/period';
import { EDIT_REASON, useRuleRights } from '../../../lib/roles';
import { runBacktest, type BacktestParams } from '@pulse/api-client';
import { BacktestResults } from './backtest-results';

/** The Backtest page. */
export function BacktestPage() {
  const { canEdit } = useRuleRights();
  const [period, setPeriod] = useState(() => last30Days());
  const [mode, setMode] = useState<'live' | 'test'>('live');
  const [problem, setProblem] = useState<string | null>(null);
  const backtest = useMutation({ mutationFn: (params: BacktestParams) => runBacktest(params) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!period.from || !period.to) return setProblem('Choose the first and the last day.');
    if (period.from > period.to) return setProblem('The first day must not be after the last.');
    setProblem(null);
    backtest.mutate({ ...period, mode });
  };

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
            <Button type="submit" colorPalette="brand" loading={backtest.isPending}>
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
      ) : backtest.data ? (
        <BacktestResults
          result={backtest.data}
          baseline={backtest.variables.mode === 'test' ? 'Test version' : 'Live'}
        />
      ) : null}
    </RulesFrame>
  );
}
