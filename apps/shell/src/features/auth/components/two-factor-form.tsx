import { useState } from 'react';
import { validateWithValibot } from '@pulse/forms';
import { Button, Form, Stack, Text, TextField } from '@pulse/ui';
import {
  recoveryCodeSchema,
  totpCodeSchema,
  type TwoFactorValues,
} from '../schemas/two-factor-schema';

const validateTotp = validateWithValibot<TwoFactorValues>(totpCodeSchema);
const validateRecovery = validateWithValibot<TwoFactorValues>(recoveryCodeSchema);
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/**
 * The second step of a sign-in with two-factor authentication: the app's 6-digit
 * code, or, after "Use a recovery code instead", one of the saved recovery codes.
 */
export function TwoFactorForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (values: TwoFactorValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  return (
    <Form<TwoFactorValues>
      key={recovery ? 'recovery' : 'totp'}
      onSubmit={onSubmit}
      validate={recovery ? validateRecovery : validateTotp}
      initialValues={{ code: '' }}
      render={({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Two-factor authentication">
          <Stack gap="5">
            <Text color="fg.muted">
              {recovery
                ? 'Enter one of the recovery codes you saved when you turned on two-factor authentication. Each code works once.'
                : 'Open your authenticator app and enter the 6-digit code it shows for Pulse.'}
            </Text>
            {recovery ? (
              <TextField
                key="recovery"
                name="code"
                size="lg"
                label="Recovery code"
                autoComplete="off"
                placeholder="abcde-fghij"
                maxLength={11}
              />
            ) : (
              <TextField
                key="totp"
                name="code"
                size="lg"
                label="Authentication code"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="123456"
                sanitize={digitsOnly}
              />
            )}
            <Button
              type="submit"
              size="lg"
              loading={submitting}
              disabled={!values.code || submitting}
            >
              Verify
            </Button>
            <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="2">
              <Button
                variant="plain"
                color="brand.fg"
                px="0"
                onClick={() => setRecovery(!recovery)}
              >
                {recovery ? 'Use your authenticator app instead' : 'Use a recovery code instead'}
              </Button>
              <Button variant="plain" color="fg.muted" px="0" onClick={onCancel}>
                Back to sign in
              </Button>
            </Stack>
          </Stack>
        </form>
      )}
    />
  );
}
