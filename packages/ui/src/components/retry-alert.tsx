/**
 * RetryAlert: the error alert of a load that failed: its message, and a Retry button at the end of
 * the line (below it when the line is too narrow), so every page offers the same way to try again.
 */
import { Alert, Button, HStack } from '@chakra-ui/react';

export interface RetryAlertProps {
  /** What went wrong, in words (the alert's title). */
  message: string;
  /** Called by Retry: load again. */
  onRetry: () => void;
}

export function RetryAlert({ message, onRetry }: RetryAlertProps) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <HStack justify="space-between" w="full" wrap="wrap">
        <Alert.Title>{message}</Alert.Title>
        <Button size="xs" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      </HStack>
    </Alert.Root>
  );
}
