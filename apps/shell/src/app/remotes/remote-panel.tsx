import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { RefreshCw } from 'lucide-react';
import { Button, Center, Heading, Icon, VStack } from '@pulse/ui';

/**
 * The contained frame every refused or failed remote section shows inside the layout
 * (docs/architecture.md §2): an icon, a heading, the explanation and Retry, announced as an alert.
 */
export function RemotePanel({
  icon,
  title,
  maxW,
  onRetry,
  children,
}: {
  icon: LucideIcon;
  title: string;
  /** Chakra size token of the frame's width, e.g. "md". */
  maxW: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Center py={{ base: '10', md: '16' }} px="4">
      <VStack
        role="alert"
        gap="3"
        maxW={maxW}
        textAlign="center"
        p={{ base: '6', md: '10' }}
        bg="bg.panel"
        borderWidth="1px"
        borderColor="border"
        rounded="2xl"
        boxShadow="sm"
      >
        <Center boxSize="12" rounded="full" bg="orange.subtle" color="orange.fg">
          <Icon as={icon} boxSize="6" aria-hidden="true" />
        </Center>
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        {children}
        <Button mt="2" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Retry
        </Button>
      </VStack>
    </Center>
  );
}
