import { errorText } from '@pulse/api-client';
import { Button, Form, HStack, PasswordField, Stack, TextField } from '@pulse/ui';

interface DisableValues {
  password: string;
  code: string;
}

/** Turning 2FA off: the password and a code from the app (or a recovery code). */
export function DisableForm({
  onDisable,
  onCancel,
}: {
  onDisable: (password: string, code: string) => Promise<void>;
  onCancel: () => void;
}) {
  return (
    <Form<DisableValues>
      initialValues={{ password: '', code: '' }}
      onSubmit={async ({ password, code }) => {
        try {
          await onDisable(password, code);
        } catch (err) {
          // Shown under the code until it is changed.
          return { code: errorText(err, 'Two-factor authentication could not be turned off') };
        }
      }}
      render={({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Turn off two-factor authentication">
          <Stack gap="3" maxW="sm">
            <PasswordField name="password" label="Password" autoComplete="current-password" />
            <TextField
              name="code"
              label="Authentication code or recovery code"
              autoComplete="one-time-code"
            />
            <HStack gap="2">
              <Button
                type="submit"
                colorPalette="red"
                loading={submitting}
                disabled={!values.password || !values.code.trim()}
              >
                Turn off
              </Button>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
    />
  );
}
