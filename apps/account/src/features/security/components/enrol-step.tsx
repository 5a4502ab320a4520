import { errorText, isApiError, type TwoFactorSetup } from '@pulse/api-client';
import { validateWith } from '@pulse/forms';
import {
  Button,
  Code,
  Form,
  HStack,
  Image,
  PasswordField,
  Stack,
  Text,
  TextField,
} from '@pulse/ui';
import { object, string } from 'yup';

interface EnrolValues {
  password: string;
  code: string;
}

const validate = validateWith<EnrolValues>(
  object({
    password: string().required('Enter your password'),
    code: string().matches(/^\d{6}$/, 'The code is 6 digits'),
  }),
);

/** The code field keeps digits only, six at most (an authenticator app's code). */
const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/**
 * Scan the QR code (or type the secret), then confirm with the password and the app's first code.
 * The password is asked as for turning it off; a wrong
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
      <Form<EnrolValues>
        initialValues={{ password: '', code: '' }}
        validate={validate}
        onSubmit={async ({ password, code }) => {
          try {
            await onConfirm(password, code);
          } catch (err) {
            // A wrong password is said under the password, any other refusal under the code.
            if (isApiError(err) && err.data.code === 'INVALID_PASSWORD')
              return { password: errorText(err, 'Password is incorrect.') };
            return { code: errorText(err, 'The code could not be checked') };
          }
        }}
        render={({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label="Confirm two-factor authentication">
            <Stack gap="3" maxW="xs">
              <PasswordField
                name="password"
                label="2. Enter your password"
                autoComplete="current-password"
              />
              <TextField
                name="code"
                label="3. Enter the 6-digit code from the app"
                inputMode="numeric"
                autoComplete="one-time-code"
                sanitize={digitsOnly}
              />
              <HStack gap="2">
                <Button
                  type="submit"
                  colorPalette="brand"
                  loading={submitting}
                  disabled={!values.code || !values.password}
                >
                  Turn on
                </Button>
                <Button variant="outline" onClick={onCancel}>
                  Cancel
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      />
    </Stack>
  );
}
