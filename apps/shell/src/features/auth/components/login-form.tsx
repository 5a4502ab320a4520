import { Link as RouterLink } from '@pulse/router';
import { Button, Flex, Form, Link, PasswordField, Stack, TextField } from '@pulse/ui';
import { validateWithValibot } from '@pulse/forms';
import { loginSchema, type LoginValues } from '../schemas/login-schema';

const validate = validateWithValibot<LoginValues>(loginSchema);
const initialValues: LoginValues = { email: '', password: '' };

/** Email + password; "Sign in" is disabled while a field is empty or a login is in progress. */
export function LoginForm({ onSubmit }: { onSubmit: (values: LoginValues) => Promise<void> }) {
  return (
    <Form<LoginValues>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label="Sign in">
          <Stack gap="5">
            <TextField
              name="email"
              size="lg"
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
            />
            <PasswordField
              name="password"
              size="lg"
              label="Password"
              autoComplete="current-password"
              placeholder="Enter your password"
            />
            <Flex justify="flex-end" mt="-2">
              <Link asChild textStyle="sm" color="brand.fg" fontWeight="medium">
                <RouterLink to="/forgot-password">Forgot password?</RouterLink>
              </Link>
            </Flex>
            <Button
              type="submit"
              size="lg"
              mt="2"
              loading={submitting}
              disabled={!values.email || !values.password || submitting}
            >
              Sign in
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
