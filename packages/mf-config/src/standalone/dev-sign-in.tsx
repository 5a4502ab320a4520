import { useState, type FormEvent } from 'react';
import { errorText, getProfile, login } from '@pulse/api-client';
import { useSession, type SessionUser } from '@pulse/auth';
import { Alert, Box, Button, Field, Heading, Input, Stack, Text } from '@pulse/ui';

/**
 * The sign-in of a remote's dev server (its origin has no shell, so no login page): the same login
 * then profile calls as the shell (spec §4), through the dev server's `/api` proxy, stored in the
 * shared session atom. Development only: production remotes are mounted by the shell.
 */
export function DevSignIn({ remote }: { remote: string }) {
  const { signIn } = useSession();
  const [email, setEmail] = useState('demo@pulse-demo.com');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await login({ email: email.trim(), password });
      // The standalone page has no code step: a member with two-factor on signs in through the shell.
      if ('twoFactorRequired' in answer) {
        setError('Two-factor sign-in is on for this account: sign in through the shell.');
        return;
      }
      const { token, user } = answer;
      const profile = await getProfile(token);
      const session: SessionUser = {
        token,
        apiKey: profile.apiKey,
        clientId: profile.clientId ?? user.clientId,
        services: profile.services ?? user.services,
        fraudEngineServices: profile.fraudEngineServices ?? user.fraudEngineServices,
        fullName: profile.fullName ?? user.fullName,
        email: profile.email ?? user.email,
        companyName: profile.companyName ?? user.companyName,
      };
      signIn(session);
    } catch (caught) {
      setError(`Login failed: ${errorText(caught, 'Unknown error')}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box maxW="sm" mx="auto" mt="16" p="6" borderWidth="1px" rounded="xl">
      <form onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          <Heading as="h1" size="md">
            Sign in to develop the {remote} remote
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Development server only: the API is reached through this server&apos;s /api proxy.
          </Text>
          <Field.Root>
            <Field.Label>Email</Field.Label>
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </Field.Root>
          <Field.Root>
            <Field.Label>Password</Field.Label>
            <Input
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
            />
          </Field.Root>
          {error ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{error}</Alert.Title>
            </Alert.Root>
          ) : null}
          <Button type="submit" loading={busy}>
            Sign in
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
