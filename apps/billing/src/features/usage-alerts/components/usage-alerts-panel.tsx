import { memo } from 'react';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  Flex,
  LoadingSpinner,
  Stack,
  Text,
  formatCount,
} from '@pulse/ui';
import { useUsageAlerts } from '../hooks/use-usage-alerts';
import { ThresholdForm } from './threshold-form';

/**
 * Usage alerts (issue 18 §6): for each active service, the calls left (free this month + paid)
 * against the customer's threshold, and the form that sets it. When calls left fall to the
 * threshold, one e-mail and one `balance.low` webhook go out; a top-up above it re-arms the alert.
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
        <Flex
          key={line.service}
          as="section"
          aria-label={line.name}
          data-testid={`alert-${line.service}`}
          py="3"
          borderTopWidth="1px"
          gap="4"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'center' }}
          justify="space-between"
        >
          <Box minW="12rem">
            <Text fontWeight="medium">{line.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              <span data-testid="calls-left">{formatCount(line.callsLeft)}</span> calls left
              {line.threshold !== null ? (
                <>
                  {' · alert at '}
                  <span data-testid="threshold">{formatCount(line.threshold)}</span>
                </>
              ) : (
                ' · no alert'
              )}
            </Text>
            {line.low ? (
              <Badge colorPalette="orange" mt="1">
                At or below your alert
              </Badge>
            ) : null}
          </Box>
          <ThresholdForm
            key={`${line.service}:${line.threshold ?? ''}`}
            name={line.name}
            threshold={line.threshold}
            onSave={(t) => save(line.service, t)}
            onRemove={() => remove(line.service)}
          />
        </Flex>
      ))}
    </Stack>
  );
});
