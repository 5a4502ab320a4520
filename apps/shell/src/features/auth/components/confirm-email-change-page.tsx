import { Link as RouterLink, useSearchParams } from '@pulse/router';
import { CircleCheck, CircleX } from 'lucide-react';
import { Button, Heading, Icon, Span, Spinner, Text, VStack, usePageTitle } from '@pulse/ui';
import { useConfirmEmailChange } from '../hooks/use-confirm-email-change';
import { AuthFrame } from './auth-frame';

/**
 * `/confirm-email-change?token=…`: the link sent to a new address;
 * open signed in or not, since it may be opened on another device.
 */
export function ConfirmEmailChangePage() {
  usePageTitle('Confirm Email Change');
  const [params] = useSearchParams();
  const result = useConfirmEmailChange(params.get('token')?.trim() ?? '');
  return (
    <AuthFrame maxW="480px">
      <VStack gap="4" textAlign="center" py="4" role="status" aria-live="polite">
        {result.state === 'loading' ? (
          <>
            <Spinner size="xl" color="brand.solid" borderWidth="3px" />
            <Text fontSize="lg">Confirming your new email address...</Text>
          </>
        ) : (
          <>
            <Span aria-hidden="true">
              {result.state === 'success' ? (
                <Icon as={CircleCheck} boxSize="14" color="green.500" />
              ) : (
                <Icon as={CircleX} boxSize="14" color="red.500" />
              )}
            </Span>
            <Heading as="h1" size="xl">
              {result.state === 'success' ? 'Email Address Changed' : 'Email Change Failed'}
            </Heading>
            <Text color="fg.muted">
              {result.state === 'success'
                ? 'Your email address has been changed. Use it the next time you sign in.'
                : result.message}
            </Text>
            <Button asChild size="lg" mt="4" minW="48">
              <RouterLink to="/">Continue</RouterLink>
            </Button>
          </>
        )}
      </VStack>
    </AuthFrame>
  );
}
