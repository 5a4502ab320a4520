import { memo } from 'react';
import { Button, EmptyState, LoadingSpinner, Stack, Text } from '@pulse/ui';
import { useBalanceWarnings } from '../hooks/use-balance-warnings';
import { WarningLine } from './warning-line';

/**
 * Balance warnings: for each active service, the calls left (free this month + paid)
 * against the customer's threshold, with the actions that set, change and remove it (WarningLine).
 * When calls left fall to the threshold, one e-mail and one `balance.low` webhook go out; a top-up
 * above it re-arms the warning. Called usage alerts before: "alert" is a monitoring alert only
 * (docs/glossary.md).
 *
 * Memoised: the Billing page renders again when its billing data arrives, which this panel does
 * not use.
 */
export const BalanceWarningsPanel = memo(function BalanceWarningsPanel() {
  const { lines, loading, failed, reload, save, remove } = useBalanceWarnings();

  if (loading && !lines) return <LoadingSpinner label="Loading balance warnings" />;
  if (failed)
    return (
      <Stack gap="3" align="start" role="alert">
        <Text>Balance warnings could not be loaded.</Text>
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
        fall to the number you set. A top-up above it re-arms the warning.
      </Text>
      {active.map((line) => (
        <WarningLine key={line.service} line={line} save={save} remove={remove} />
      ))}
    </Stack>
  );
});
