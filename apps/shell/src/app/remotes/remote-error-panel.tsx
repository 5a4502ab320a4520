import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button, Center, Heading, Icon, Text, VStack } from '@pulse/ui';

/** The contained panel of a section whose remote could not be loaded (docs/architecture.md §2). */
export function RemoteErrorPanel({ onRetry }: { onRetry: () => void }) {
  return (
    <Center py={{ base: '10', md: '16' }} px="4">
      <VStack
        role="alert"
        gap="3"
        maxW="md"
        textAlign="center"
        p={{ base: '6', md: '10' }}
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="2xl"
        boxShadow="sm"
      >
        <Center boxSize="12" rounded="full" bg="orange.subtle" color="orange.fg">
          <Icon as={TriangleAlert} boxSize="6" aria-hidden="true" />
        </Center>
        <Heading as="h2" size="lg">
          This section could not be loaded
        </Heading>
        <Text color="fg.muted">
          This part of Pulse is temporarily unavailable, possibly due to a network problem or an
          update in progress. The rest of the dashboard keeps working.
        </Text>
        <Button mt="2" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      </VStack>
    </Center>
  );
}
