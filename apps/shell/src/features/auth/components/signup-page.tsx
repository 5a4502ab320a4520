import { Link as RouterLink } from '@pulse/router';
import { Heading, Link, Stack, Text, usePageTitle } from '@pulse/ui';
import { useSignup } from '../hooks/use-signup';
import { AuthFrame } from './auth-frame';
import { SignupForm } from './signup-form';

/** `/signup`: create an account (spec §2 Sign up). */
export function SignupPage() {
  usePageTitle('Sign Up');
  const submit = useSignup();
  return (
    <AuthFrame>
      <Stack gap="2" mb="8" textAlign="center">
        <Heading as="h1" size="2xl" fontWeight="bold" letterSpacing="wide">
          SIGN UP
        </Heading>
        <Text color="fg.muted">Create your Pulse account with your business email.</Text>
      </Stack>
      <SignupForm onSubmit={submit} />
      <Text mt="8" textAlign="center" textStyle="sm" color="fg.muted">
        Already have an account?{' '}
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/">Sign in</RouterLink>
        </Link>
      </Text>
    </AuthFrame>
  );
}
