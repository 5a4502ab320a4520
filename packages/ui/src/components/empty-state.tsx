/** EmptyState: the muted placeholder shown when a list or table has no data ("No Records Found"). */
import { Center, Icon, Text, VStack } from '@chakra-ui/react';
import type { CenterProps } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';

export interface EmptyStateProps extends CenterProps {
  /** Text to show; default exactly "No Records Found". */
  text?: string;
}

export function EmptyState({ text = 'No Records Found', ...rest }: EmptyStateProps) {
  return (
    <Center py="10" w="full" {...rest}>
      <VStack gap="2" color="fg.muted">
        <Icon as={Inbox} boxSize="8" aria-hidden="true" />
        <Text textStyle="sm">{text}</Text>
      </VStack>
    </Center>
  );
}
