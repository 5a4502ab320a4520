import { memo, useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Flex, HStack, Text, formatCount } from '@pulse/ui';
import type { BalanceWarningLine } from '../api/balance-warnings';
import { ThresholdForm } from './threshold-form';

export interface WarningLineProps {
  line: BalanceWarningLine;
  save(service: string, threshold: number): Promise<boolean>;
  remove(service: string): Promise<boolean>;
}

/**
 * One active service in the balance warnings: its calls left, its threshold or "no warning", a
 * badge when calls left are at or below it, and the actions. "Set warning" (or "Change warning") opens the
 * threshold form in place; Remove drops a set threshold at once. Closing the form (Save, Cancel,
 * Escape) or removing the threshold gives the focus back to that button.
 *
 * The form opens on demand rather than standing open on every line: a form per service was a
 * sixth of a first Billing visit's render (docs/adr/0021-usage-alerts-form-on-demand.md).
 */
export const WarningLine = memo(function WarningLine({ line, save, remove }: WarningLineProps) {
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (wasEditing.current && !editing) opener.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const set = line.threshold !== null;
  return (
    <Flex
      as="section"
      aria-label={line.name}
      data-testid={`balance-warning-${line.service}`}
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
          {set ? (
            <>
              {' · warn at '}
              <span data-testid="threshold">{formatCount(line.threshold ?? 0)}</span>
            </>
          ) : (
            ' · no warning'
          )}
        </Text>
        {line.low ? (
          <Badge colorPalette="orange" mt="1">
            At or below your warning
          </Badge>
        ) : null}
      </Box>
      {editing ? (
        <ThresholdForm
          name={line.name}
          threshold={line.threshold}
          onSave={(t) => save(line.service, t)}
          onClose={() => setEditing(false)}
        />
      ) : (
        <HStack gap="2">
          <Button ref={opener} size="sm" variant="outline" onClick={() => setEditing(true)}>
            {set ? 'Change warning' : 'Set warning'}
          </Button>
          {set ? (
            <Button
              size="sm"
              variant="ghost"
              loading={removing}
              onClick={() => {
                setRemoving(true);
                // The Remove button goes with the threshold: the focus moves to "Set warning".
                void remove(line.service).then((removed) => {
                  setRemoving(false);
                  if (removed) opener.current?.focus();
                });
              }}
            >
              Remove
            </Button>
          ) : null}
        </HStack>
      )}
    </Flex>
  );
});
