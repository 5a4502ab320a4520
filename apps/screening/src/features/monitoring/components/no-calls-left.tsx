import { errorText, isApiError } from '@pulse/api-client';
import { Link as RouterLink } from '@pulse/router';
import { Alert, Link } from '@pulse/ui';

/** Whether an addition was refused because the AML calls are used up (402, as a lookup's). */
export const isNoCallsLeft = (error: unknown): boolean => isApiError(error) && error.status === 402;

/**
 * Why an addition failed, in the API's words: a 402 as the lookups say it, with the way to top
 * up (a link to /billing); any other refusal as an error.
 */
export function MonitorError({ error, fallback }: { error: unknown; fallback: string }) {
  if (isNoCallsLeft(error)) {
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>You have no AML calls left</Alert.Title>
          <Alert.Description>
            {errorText(error, fallback)}{' '}
            <Link asChild fontWeight="semibold" textDecoration="underline">
              <RouterLink to="/billing">Top up on the Billing page</RouterLink>
            </Link>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{errorText(error, fallback)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
