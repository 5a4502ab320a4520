import { useState, type FormEvent } from 'react';
import { errorText } from '@pulse/api-client';
import { Button, Field, HStack, Input, Stack } from '@pulse/ui';

/** Turning 2FA off: the password and a code from the app (or a recovery code). */
export function DisableForm({
  onDisable,
  onCancel,
}: {
  onDisable: (password: string, code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onDisable(password, code);
    } catch (err) {
      setError(errorText(err, 'Two-factor authentication could not be turned off'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Turn off two-factor authentication">
      <Stack gap="3" maxW="sm">
        <Field.Root>
          <Field.Label>Password</Field.Label>
          <Input
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
          />
        </Field.Root>
        <Field.Root invalid={!!error}>
          <Field.Label>Authentication code or recovery code</Field.Label>
          <Input
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setError(null);
            }}
          />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2">
          <Button
            type="submit"
            colorPalette="red"
            loading={busy}
            disabled={!password || !code.trim()}
          >
            Turn off
          </Button>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
