import type { ReactNode } from 'react';
import { Navigate, Link as RouterLink, useParams } from '@pulse/router';
import { CircleCheck, CircleX, MailCheck } from 'lucide-react';
import { Button, Heading, Icon, Span, Spinner, Text, VStack, usePageTitle } from '@pulse/ui';
import { decodeToken } from '../api/verify-email-once';
import { useVerifyEmail } from '../hooks/use-verify-email';
import { AuthFrame } from './auth-frame';

/** `/verify-email/:token`: posts the decoded token once and shows the outcome (spec §2). */
export function VerifyEmailPage() {
  usePageTitle('Verify Email');
  const token = decodeToken(useParams().token);
  const state = useVerifyEmail(token);
  if (!token) return <Navigate to="/" replace />;

  return (
    <AuthFrame maxW="480px">
      <VStack gap="4" textAlign="center" py="4" role="status" aria-live="polite">
        {state === 'loading' ? (
          <>
            <Spinner size="xl" color="brand.solid" borderWidth="3px" />
            <Text fontSize="lg">Verifying your email...</Text>
          </>
        ) : state === 'success' ? (
          <Outcome
            icon={<Icon as={CircleCheck} boxSize="14" color="green.500" />}
            title="Email Verified Successfully!"
            text="Your email has been successfully verified!"
            action="Back to Login"
          />
        ) : state === 'already' ? (
          <Outcome
            icon={<Icon as={MailCheck} boxSize="14" color="green.500" />}
            title="Email Already Verified"
            text="This email address is already verified. Sign in to continue."
            action="Sign in"
          />
        ) : (
          <Outcome
            icon={<Icon as={CircleX} boxSize="14" color="red.500" />}
            title="Email Verification Failed"
            text="Verification link is invalid or expired."
            action="Back To Login"
          />
        )}
      </VStack>
    </AuthFrame>
  );
}

function Outcome({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: string;
}) {
  return (
    <>
      <Span aria-hidden="true">{icon}</Span>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text color="fg.muted">{text}</Text>
      <Button asChild size="lg" mt="4" minW="48">
        <RouterLink to="/">{action}</RouterLink>
      </Button>
    </>
  );
}
