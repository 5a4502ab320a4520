import { useState } from 'react';
import type { BatchDetail, MonitoringDecision } from '@pulse/api-client';
import { Box, Button, Stack, Text } from '@pulse/ui';
import { Checkbox } from '@pulse/ui/forms';
import { useMonitorBatch } from '../hooks/use-monitoring';
import { MONITORING_PRICE_TEXT, addedText } from '../utils/format';
import { MonitorError } from './no-calls-left';

const DECISION_CHOICES: ReadonlyArray<{ value: MonitoringDecision; label: string }> = [
  { value: 'VERIFIED', label: 'Verified' },
  { value: 'SUSPICIOUS', label: 'Suspicious' },
  { value: 'RISKY', label: 'Risky' },
  { value: 'DECLINED', label: 'Declined' },
];

/**
 * Whether a batch's rows may be monitored: AML person or business batches that are done, or
 * cancelled after some rows were screened (the monitoring contract takes their subjects).
 */
export function mayMonitorRows(batch: Pick<BatchDetail, 'service' | 'state' | 'rowsDone'>) {
  const aml = batch.service === 'amlPerson' || batch.service === 'amlBusiness';
  return aml && (batch.state === 'done' || (batch.state === 'cancelled' && batch.rowsDone > 0));
}

/**
 * "Monitor rows": the subjects of all the batch's rows, or of the rows of the chosen decisions, are
 * screened again after every list update. Each new subject uses one AML call.
 */
export function MonitorRows({ batch }: { batch: BatchDetail }) {
  const [chosen, setChosen] = useState<MonitoringDecision[]>([]);
  const monitor = useMonitorBatch();
  const toggle = (o: MonitoringDecision, on: boolean) =>
    setChosen((cur) => (on ? [...cur, o] : cur.filter((c) => c !== o)));
  const send = (decisions: MonitoringDecision[] | undefined) =>
    monitor.mutate(decisions ? { batchId: batch.id, decisions } : { batchId: batch.id });
  return (
    <Stack gap="3">
      <Text textStyle="sm">Screen the subjects of this batch again after every list update.</Text>
      <Box role="group" aria-label="Decisions to monitor" display="flex" gap="4" flexWrap="wrap">
        {DECISION_CHOICES.map((o) => (
          <Checkbox.Root
            key={o.value}
            checked={chosen.includes(o.value)}
            onCheckedChange={(e) => toggle(o.value, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.label}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Box>
      <Text textStyle="sm" color="fg.muted">
        {MONITORING_PRICE_TEXT}
      </Text>
      <Box display="flex" gap="3" flexWrap="wrap">
        <Button
          size="sm"
          variant="outline"
          loading={monitor.isPending}
          onClick={() => send(undefined)}
        >
          Monitor all rows
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={chosen.length === 0}
          loading={monitor.isPending}
          onClick={() =>
            send(DECISION_CHOICES.map((o) => o.value).filter((v) => chosen.includes(v)))
          }
        >
          Monitor rows of these decisions
        </Button>
      </Box>
      {monitor.isSuccess ? (
        <Text textStyle="sm" role="status">
          {`${addedText(monitor.data.added, monitor.data.alreadyMonitored)}.`}
        </Text>
      ) : null}
      {monitor.isError ? (
        <MonitorError error={monitor.error} fallback="The rows could not be monitored." />
      ) : null}
    </Stack>
  );
}
