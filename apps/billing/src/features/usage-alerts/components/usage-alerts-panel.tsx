import { memo } from 'react';
import { Button, EmptyState, LoadingSpinner, Stack, Text } from '@pulse/ui';
import { useUsageAlerts } from '../hooks/use-usage-alerts';
import { AlertLine } from './alert-line';

/**
 * Usage alerts: for each active service, the calls left (free this month + paid)
 * against the customer's threshold, with the actions that set, change and remove it (AlertLine).
 * When calls left fall to the threshold, one e-mail and one `balance.low` webhook go out; a top-up
 * above it re-arms the alert.
 *
 * Memoised: the Billing page renders again when its billing data arrives, which this panel does
 * not use.
 */
export const UsageAlertsPanel = memo(function UsageAlertsPanel() {
  const { lines, loading, failed, reload, save, remove } = useUsageAlerts();

  if (loading && !lines) return <LoadingSpinner label="Loading usage alerts" />;
  if (failed)
    return (
      <Stack gap="3" align="start" role="alert">
        <Text>Usage alerts could not be loaded.</Text>
        <Button size="sm" variant="outline" onClick={reload}>
          Retry
        </Button>
      </Stack>
    );
  const active = (lines ?? []).filter((l) => l.status === 'Active');
  if (active.length === 0) return <EmptyState text="No active services" />;

  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted" mb="3">
        We e-mail you, and send a balance.low webhook, once each time a service&apos;s calls left
        fall to the number you set. A top-up above it re-arms the alert.
      </Text>
      {active.map((line) => (
        <AlertLine key={line.service} line={line} save={save} remove={remove} />
      ))}
    </Stack>
  );
});
