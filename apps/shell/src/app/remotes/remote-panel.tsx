import { Ban, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button, Center, Heading, Icon, Text, VStack } from '@pulse/ui';
import { describeIncompatibility, type Incompatibility } from '@pulse/mf-config/compat';

/**
 * The contained panel of a section whose remote failed or was refused, inside the layout
 * (docs/architecture.md §2), announced as an alert, with Retry. With `problems` (docs/delivery.md,
 * "Compatibility rule") it names the remote, the package, the version it needs and the version the
 * dashboard provides; Retry checks again (a rollback or a new release may have fixed it). Without,
 * the remote could not be loaded.
 */
export function RemotePanel({
  problems = [],
  onRetry,
}: {
  problems?: Incompatibility[];
  onRetry: () => void;
}) {
  const refused = problems.length > 0;
  return (
    <Center py={{ base: '10', md: '16' }} px="4">
      <VStack
        role="alert"
        gap="3"
        maxW={refused ? 'lg' : 'md'}
        textAlign="center"
        p={{ base: '6', md: '10' }}
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="2xl"
        boxShadow="sm"
      >
        <Center boxSize="12" rounded="full" bg="orange.subtle" color="orange.fg">
          <Icon as={refused ? Ban : TriangleAlert} boxSize="6" aria-hidden="true" />
        </Center>
        <Heading as="h2" size="lg">
          {refused
            ? 'This section is not compatible with this version of Pulse'
            : 'This section could not be loaded'}
        </Heading>
        {problems.map((problem) => (
          <Text key={`${problem.kind}:${problem.pkg}`} color="fg.muted">
            {describeIncompatibility(problem)}
          </Text>
        ))}
        <Text color="fg.muted">
          {refused
            ? 'The rest of the dashboard keeps working.'
            : 'This part of Pulse is temporarily unavailable, possibly due to a network problem or an update in progress. The rest of the dashboard keeps working.'}
        </Text>
        <Button mt="2" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      </VStack>
    </Center>
  );
}
