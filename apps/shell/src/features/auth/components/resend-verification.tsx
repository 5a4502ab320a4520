import { Button, HStack, Spinner, Text } from '@pulse/ui';
import { useResendVerification } from '../hooks/use-resend-verification';

/** Shown after a login refused for an unverified address (spec §2): resend the verification link. */
export function ResendVerification({ email }: { email: string }) {
  const { resend, sending } = useResendVerification();
  return (
    <HStack
      justify="center"
      wrap="wrap"
      gap="1.5"
      mt="5"
      p="3"
      rounded="lg"
      bg="brand.subtle"
      textStyle="sm"
      minH="12"
    >
      <Text>Didn’t get the verification email?</Text>
      {sending ? (
        <Spinner size="sm" color="brand.solid" aria-label="Sending verification email" />
      ) : (
        <Button
          variant="plain"
          size="sm"
          p="0"
          h="auto"
          color="brand.fg"
          fontWeight="semibold"
          textDecoration="underline"
          onClick={() => void resend(email)}
        >
          Resend Verification Email
        </Button>
      )}
    </HStack>
  );
}
