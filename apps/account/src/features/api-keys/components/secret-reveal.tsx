import { Alert, Field, HStack, Input, Stack } from '@pulse/ui';
import { CopyButton } from '@pulse/ui/data';

/** The warning above a new key's secret. */
export const SECRET_ONCE_WARNING = 'Copy this key now: it will not be shown again.';

/**
 * A new key's secret, shown this once with a copy button (the API keeps only its hash, so it cannot
 * be shown again).
 */
export function SecretReveal({ secret }: { secret: string }) {
  return (
    <Stack gap="3">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{SECRET_ONCE_WARNING}</Alert.Title>
      </Alert.Root>
      <Field.Root>
        <Field.Label>Secret key</Field.Label>
        <HStack gap="2" w="full">
          <Input
            value={secret}
            readOnly
            fontFamily="mono"
            fontSize="sm"
            spellCheck={false}
            data-testid="new-secret"
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={secret} aria-label="Copy secret key" />
        </HStack>
      </Field.Root>
    </Stack>
  );
}
