import { Navigate, Link as RouterLink, useParams } from '@pulse/router';
import { CircleX, Clock, MailCheck } from 'lucide-react';
import {
  Button,
  Heading,
  Icon,
  RetryAlert,
  Span,
  Spinner,
  Stack,
  Strong,
  Text,
  VStack,
  usePageTitle,
} from '@pulse/ui';
import { decodeToken } from '../api/verify-email-once';
import { useInvitation } from '../hooks/use-invitation';
import { AcceptInviteForm } from './accept-invite-form';
import { AuthFrame } from './auth-frame';

const ROLE_NAMES: Record<string, string> = {
  owner: 'Owner',
  admin: 'Admin',
  developer: 'Developer',
  analyst: 'Analyst',
  viewer: 'Viewer',
};

/** The titles of the states in which a link cannot be used, by API code. */
export const GONE_TITLES: Record<string, string> = {
  INVITATION_EXPIRED: 'Invitation expired',
  INVITATION_USED: 'Invitation already used',
  INVITATION_REVOKED: 'Invitation withdrawn',
  INVITATION_NOT_FOUND: 'Invitation not found',
};

/**
 * `/invite/:token`: shows the company, the
 * address and the role of the invitation, asks for a full name and a password (twice), then signs
 * the new member in and opens the dashboard. An expired, used, withdrawn or unknown link says so.
 */
export function AcceptInvitePage() {
  usePageTitle('Join your team');
  const token = decodeToken(useParams().token);
  const { state, retry, accept } = useInvitation(token);
  if (!token) return <Navigate to="/" replace />;

  return (
    <AuthFrame maxW="520px">
      {state.kind === 'loading' ? (
        <VStack gap="4" py="4" role="status" aria-live="polite">
          <Spinner size="xl" color="brand.solid" borderWidth="3px" />
          <Text fontSize="lg">Opening your invitation...</Text>
        </VStack>
      ) : null}
      {state.kind === 'error' ? (
        <Stack gap="4">
          <Heading as="h1" size="xl" textAlign="center">
            Join your team
          </Heading>
          <RetryAlert message={state.message} onRetry={retry} />
        </Stack>
      ) : null}
      {state.kind === 'gone' ? (
        <VStack gap="4" textAlign="center" py="4" role="alert">
          <Span aria-hidden="true">
            <Icon
              as={
                state.code === 'INVITATION_USED'
                  ? MailCheck
                  : state.code === 'INVITATION_EXPIRED'
                    ? Clock
                    : CircleX
              }
              boxSize="14"
              color={state.code === 'INVITATION_USED' ? 'green.500' : 'red.500'}
            />
          </Span>
          <Heading as="h1" size="xl">
            {GONE_TITLES[state.code] ?? GONE_TITLES.INVITATION_NOT_FOUND}
          </Heading>
          <Text color="fg.muted">{state.message}</Text>
          <Button asChild size="lg" mt="4" minW="48">
            <RouterLink to="/">Go to sign in</RouterLink>
          </Button>
        </VStack>
      ) : null}
      {state.kind === 'ready' ? (
        <>
          <Stack gap="2" mb="8" textAlign="center">
            <Heading as="h1" size="2xl" fontWeight="bold">
              Join {state.invitation.companyName}
            </Heading>
            <Text color="fg.muted">
              You are invited as <Strong>{ROLE_NAMES[state.invitation.role]}</Strong> with{' '}
              <Strong data-testid="invite-email">{state.invitation.email}</Strong>. Choose your name
              and a password to sign in with.
            </Text>
          </Stack>
          <AcceptInviteForm onSubmit={accept} />
        </>
      ) : null}
    </AuthFrame>
  );
}
