import { useEffect } from 'react';
import { Link as RouterLink } from '@pulse/router';
import {
  Box,
  Center,
  Flex,
  Grid,
  Heading,
  Link,
  Stack,
  Text,
  useNotify,
  usePageTitle,
} from '@pulse/ui';
import { Logo } from '../../../components/logo';
import { SESSION_EXPIRED_MESSAGE, takeExpiryNotice } from '../../../lib/session-expiry';
import { useLogin } from '../hooks/use-login';
import { LoginForm } from './login-form';
import { LoginVideo } from './login-video';
import { ResendVerification } from './resend-verification';
import { TwoFactorForm } from './two-factor-form';

/** `/`: sign in (spec §2 Login), with the code step when two-factor sign-in is on. */
export function LoginPage() {
  usePageTitle('Login');
  const { submit, unverifiedEmail, needsCode, submitCode, cancelCode } = useLogin();
  const notify = useNotify();
  useEffect(() => {
    if (takeExpiryNotice()) notify.info(SESSION_EXPIRED_MESSAGE);
  }, [notify]);
  return (
    <Grid
      as="main"
      minH="100vh"
      templateColumns={{ base: '1fr', md: '1fr 1fr', xl: '5fr 6fr' }}
      bg="bg.panel"
    >
      <Flex direction="column" px={{ base: '6', sm: '10', lg: '16' }} py={{ base: '6', md: '8' }}>
        <Link
          asChild
          aria-label="Pulse home"
          alignSelf="flex-start"
          rounded="md"
          _hover={{ textDecoration: 'none' }}
        >
          <RouterLink to="/">
            <Logo />
          </RouterLink>
        </Link>
        <Center flex="1" py="10">
          <Box w="full" maxW="400px">
            <Stack gap="2" mb="8">
              <Text
                textStyle="sm"
                fontWeight="semibold"
                color="brand.fg"
                textTransform="uppercase"
                letterSpacing="wider"
              >
                Login
              </Text>
              <Heading as="h1" size="3xl" fontWeight="bold" letterSpacing="tight">
                {needsCode ? 'Two-factor authentication' : 'Get Started'}
              </Heading>
              {needsCode ? null : (
                <Text color="fg.muted">Enter your email and password to sign in</Text>
              )}
            </Stack>
            {needsCode ? (
              <TwoFactorForm onSubmit={submitCode} onCancel={cancelCode} />
            ) : (
              <LoginForm onSubmit={submit} />
            )}
            {unverifiedEmail && !needsCode ? <ResendVerification email={unverifiedEmail} /> : null}
            <Text mt="8" textAlign="center" textStyle="sm" color="fg.muted">
              Don't have an account?{' '}
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to="/signup">Sign up</RouterLink>
              </Link>
            </Text>
          </Box>
        </Center>
      </Flex>
      <LoginVideo />
    </Grid>
  );
}
