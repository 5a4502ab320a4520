import { Ban, RefreshCw } from 'lucide-react';
import { Button, Center, Heading, Icon, Text, VStack } from '@pulse/ui';
import { describeIncompatibility, type Incompatibility } from './compat';

/**
 * The panel of a section whose remote was refused before it rendered (docs/delivery.md,
 * "Compatibility rule"): it names the remote, the package, the version it needs and the version
 * the dashboard provides. Retry checks again (a rollback or a new release may have fixed it).
 */
export function RemoteIncompatiblePanel({
  problems,
  onRetry,
}: {
  problems: Incompatibility[];
  onRetry: () => void;
}) {
  return (
    <Center py={{ base: '10', md: '16' }} px="4">
      <VStack
        role="alert"
        gap="3"
        maxW="lg"
        textAlign="center"
        p={{ base: '6', md: '10' }}
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="2xl"
        boxShadow="sm"
      >
        <Center boxSize="12" rounded="full" bg="orange.subtle" color="orange.fg">
          <Icon as={Ban} boxSize="6" aria-hidden="true" />
        </Center>
        <Heading as="h2" size="lg">
          This section is not compatible with this version of Pulse
        </Heading>
        {problems.map((problem) => (
          <Text key={`${problem.kind}:${problem.pkg}`} color="fg.muted">
            {describeIncompatibility(problem)}
          </Text>
        ))}
        <Text color="fg.muted">The rest of the dashboard keeps working.</Text>
        <Button mt="2" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      </VStack>
    </Center>
  );
}
