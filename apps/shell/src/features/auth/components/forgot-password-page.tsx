import { Link as RouterLink } from '@pulse/router';
import { MailCheck } from 'lucide-react';
import {
  Button,
  Form,
  Heading,
  Icon,
  Link,
  Span,
  Stack,
  Text,
  TextField,
  VStack,
  usePageTitle,
} from '@pulse/ui';
import { validateWith } from '@pulse/forms';
import { useForgotPassword } from '../hooks/use-password-reset';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas/password-reset-schema';
import { AuthFrame } from './auth-frame';

const validate = validateWith<ForgotPasswordValues>(forgotPasswordSchema);
const initialValues: ForgotPasswordValues = { email: '' };

/** `/forgot-password`: asks for a reset link. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const { submit, sent } = useForgotPassword();
  return (
    <AuthFrame maxW="480px">
      {sent ? (
        <VStack gap="4" textAlign="center" py="4" role="status" aria-live="polite">
          <Span aria-hidden="true">
            <Icon as={MailCheck} boxSize="14" color="green.500" />
          </Span>
          <Heading as="h1" size="xl">
            Check your email
          </Heading>
          <Text color="fg.muted">{sent}</Text>
          <Text color="fg.muted" textStyle="sm">
            The link is valid for 30 minutes and works once.
          </Text>
          <Button asChild size="lg" mt="4" minW="48">
            <RouterLink to="/">Back to Sign in</RouterLink>
          </Button>
        </VStack>
      ) : (
        <>
          <Stack gap="2" mb="8" textAlign="center">
            <Heading as="h1" size="2xl" fontWeight="bold">
              Forgot your password?
            </Heading>
            <Text color="fg.muted">
              Enter your email and we will send you a link to reset your password.
            </Text>
          </Stack>
          <Form<ForgotPasswordValues>
            onSubmit={submit}
            validate={validate}
            initialValues={initialValues}
            render={({ handleSubmit, submitting, values }) => (
              <form onSubmit={handleSubmit} noValidate aria-label="Forgot password">
                <Stack gap="5">
                  <TextField
                    name="email"
                    size="lg"
                    label="Email"
                    type="email"
                    autoComplete="email"
                    placeholder="you@company.com"
                  />
                  <Button
                    type="submit"
                    size="lg"
                    loading={submitting}
                    disabled={!values.email || submitting}
                  >
                    Send reset link
                  </Button>
                </Stack>
              </form>
            )}
          />
          <Text mt="8" textAlign="center" textStyle="sm" color="fg.muted">
            Remembered it?{' '}
            <Link asChild color="brand.fg" fontWeight="semibold">
              <RouterLink to="/">Sign in</RouterLink>
            </Link>
          </Text>
        </>
      )}
    </AuthFrame>
  );
}
