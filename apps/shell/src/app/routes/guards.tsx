import { useEffect } from 'react';
import { Navigate, Outlet, Link as RouterLink } from '@pulse/router';
import { useAtomValue } from 'jotai';
import { ShieldAlert } from 'lucide-react';
import { isAuthenticatedAtom, type MemberRole } from '@pulse/auth';
import { Button, Center, Heading, Icon, Text, VStack } from '@pulse/ui';
import { ROLE_LABELS, useSessionRole } from '../../lib/page-roles';
import { forgetReturnPath, returnPath } from '../../lib/session-expiry';

/**
 * Protected routes: a signed-out user goes to `/`. Reads the session atom, so a logout — here, in
 * another tab, or by the API client on session expiry — leaves the protected page at once.
 */
export function RequireAuth() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  // Signed in and on a protected page: the page remembered at the last session expiry is done with.
  useEffect(() => {
    if (authenticated) forgetReturnPath();
  }, [authenticated]);
  return authenticated ? <Outlet /> : <Navigate to="/" replace />;
}

/**
 * Public routes (login, sign-up, e-mail verification): a signed-in user goes to /dashboard, or to
 * the page the session expired on (src/lib/session-expiry.ts).
 */
export function RequireGuest() {
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return authenticated ? <Navigate to={returnPath()} replace /> : <Outlet />;
}

export const NO_ACCESS_TITLE = 'You do not have access to this page';

/** What a member sees on a page their role may not open (instead of the page). */
export function noAccessText(role: MemberRole): string {
  return `Your role (${ROLE_LABELS[role]}) does not include this page. Ask an owner or admin of your team for access.`;
}

/**
 * Pages for some roles only: another role sees a clear message in the layout instead of the page
 * (and the API refuses its calls anyway).
 */
export function RequireRole({ roles }: { roles: readonly MemberRole[] }) {
  const role = useSessionRole();
  if (roles.includes(role)) return <Outlet />;
  return (
    <Center py="16" px="4">
      <VStack gap="3" maxW="md" textAlign="center" role="alert">
        <Icon as={ShieldAlert} boxSize="10" color="fg.muted" aria-hidden="true" />
        <Heading as="h2" size="md">
          {NO_ACCESS_TITLE}
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          {noAccessText(role)}
        </Text>
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/dashboard">Go to Dashboard</RouterLink>
        </Button>
      </VStack>
    </Center>
  );
}
