import { useState, type FormEvent } from 'react';
import { errorText, isApiError, type TwoFactorSetup } from '@pulse/api-client';
import { Button, Code, Field, HStack, Image, Input, Stack, Text } from '@pulse/ui';

/**
 * Scan the QR code (or type the secret), then confirm with the password and the app's first code.
 * The password is asked as for turning it off (docs/api-contract.md, "Two-factor sign-in"); a wrong
 * one is shown under the password, any other refusal under the code.
 */
export function EnrolStep({
  setup,
  onConfirm,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onConfirm: (password: string, code: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setPasswordError('Enter your password');
    if (!/^\d{6}$/.test(code)) return setError('The code is 6 digits');
    setBusy(true);
    try {
      await onConfirm(password, code);
    } catch (err) {
      if (isApiError(err) && err.data.code === 'INVALID_PASSWORD')
        setPasswordError(errorText(err, 'Password is incorrect.'));
      else setError(errorText(err, 'The code could not be checked'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="4">
      <Text>
        1. Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy…).
      </Text>
      <Image src={setup.qrCode} alt="QR code for your authenticator app" boxSize="200px" />
      <Text fontSize="sm" color="fg.muted">
        Can’t scan it? Enter this key in the app instead:{' '}
        <Code data-testid="two-factor-secret" wordBreak="break-all">
          {setup.secret}
        </Code>
      </Text>
      <form onSubmit={submit} noValidate aria-label="Confirm two-factor authentication">
        <Stack gap="3">
          <Field.Root invalid={!!passwordError}>
            <Field.Label>2. Enter your password</Field.Label>
            <Input
              type="password"
              autoComplete="current-password"
              value={password}
              maxW="xs"
              onChange={(e) => {
                setPassword(e.target.value);
                setPasswordError(null);
              }}
            />
            <Field.ErrorText>{passwordError}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!error}>
            <Field.Label>3. Enter the 6-digit code from the app</Field.Label>
            <Input
              value={code}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxW="xs"
              onChange={(e) => {
                setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
                setError(null);
              }}
            />
            <Field.ErrorText>{error}</Field.ErrorText>
          </Field.Root>
          <HStack gap="2">
            <Button type="submit" colorPalette="brand" loading={busy} disabled={!code || !password}>
              Turn on
            </Button>
            <Button variant="outline" onClick={onCancel}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </form>
    </Stack>
  );
}
