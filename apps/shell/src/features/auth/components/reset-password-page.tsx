import { Link as RouterLink, useSearchParams } from '@pulse/router';
import {
  Alert,
  Button,
  Form,
  Heading,
  Link,
  RetryAlert,
  Spinner,
  Stack,
  Text,
  VStack,
  usePageTitle,
} from '@pulse/ui';
import { validateWith } from '@pulse/forms';
import { useResetLinkCheck, useResetPassword } from '../hooks/use-password-reset';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas/password-reset-schema';
import { AuthFrame } from './auth-frame';
import { NewPasswordFields } from './new-password-fields';

const validate = validateWith<ResetPasswordValues>(resetPasswordSchema);
const initialValues: ResetPasswordValues = { password: '', confirmPassword: '' };

/**
 * `/reset-password?token=…`: the page of the e-mailed link; sets a new password under the sign-up
 * rules (spec §5 Signup). The link is checked as the page opens: a used, expired or unknown one shows
 * the invalid-link message and a link to request a new one instead of the form. Its first render
 * does not read the token (it is prerendered).
 */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { state, retry } = useResetLinkCheck(token);
  const { submit, error: submitError } = useResetPassword(token);
  const error = state.kind === 'invalid' ? state.message : submitError;
  return (
    <AuthFrame maxW="480px">
      <Stack gap="2" mb="8" textAlign="center">
        <Heading as="h1" size="2xl" fontWeight="bold">
          Set a new password
        </Heading>
        <Text color="fg.muted">Choose a new password for your Pulse account.</Text>
      </Stack>
      {error ? (
        <Alert.Root status="error" mb="6">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {error}{' '}
              <Link asChild fontWeight="semibold">
                <RouterLink to="/forgot-password">Request a new link</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {state.kind === 'checking' ? (
        <VStack gap="4" py="4" role="status" aria-live="polite">
          <Spinner size="lg" color="brand.solid" />
          <Text>Checking your reset link...</Text>
        </VStack>
      ) : null}
      {state.kind === 'error' ? <RetryAlert message={state.message} onRetry={retry} /> : null}
      {state.kind === 'valid' ? (
        <Form<ResetPasswordValues>
          onSubmit={submit}
          validate={validate}
          initialValues={initialValues}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label="Reset password">
              <Stack gap="5">
                <NewPasswordFields
                  passwordLabel="New password"
                  confirmLabel="Confirm new password"
                />
                <Button type="submit" size="lg" loading={submitting} disabled={submitting}>
                  Reset password
                </Button>
              </Stack>
            </form>
          )}
        />
      ) : null}
      <Text mt="8" textAlign="center" textStyle="sm" color="fg.muted">
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/">Back to Sign in</RouterLink>
        </Link>
      </Text>
    </AuthFrame>
  );
}
