import { Link as RouterLink } from '@pulse/router';
import { Alert, Link } from '@pulse/ui';

/** A 402 from a lookup: says there are no calls left and how to top up (a link to /billing). */
export function NoCallsLeftNotice({ message }: { message: string }) {
  return (
    <Alert.Root status="warning" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You have no calls left for this service</Alert.Title>
        <Alert.Description>
          {message}{' '}
          <Link asChild fontWeight="semibold" textDecoration="underline">
            <RouterLink to="/billing">Top up on the Billing page</RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
