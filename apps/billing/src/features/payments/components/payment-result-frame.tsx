import type { ReactNode } from 'react';
import { Card, Center, Heading, Icon, Stack, Text, usePageTitle } from '@pulse/ui';

export interface PaymentResultFrameProps {
  icon: ReactNode;
  tone: 'success' | 'warning';
  title: string;
  message: string;
  children?: ReactNode;
  actions: ReactNode;
  footer: string;
}

/** The centred card of the two payment result pages (outside the main layout). */
export function PaymentResultFrame({
  icon,
  tone,
  title,
  message,
  children,
  actions,
  footer,
}: PaymentResultFrameProps) {
  usePageTitle(title.replace(/!$/, ''));
  return (
    <Center minH="100dvh" px="4" py="10" bg="bg.subtle" as="main">
      <Card.Root variant="elevated" maxW="lg" w="full" bg="bg.panel">
        <Card.Body>
          <Stack gap="5" align="center" textAlign="center">
            <Icon
              boxSize="14"
              color={tone === 'success' ? 'green.solid' : 'orange.solid'}
              aria-hidden="true"
            >
              {icon}
            </Icon>
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            <Text color="fg.muted">{message}</Text>
            {children}
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center" w="full">
              {actions}
            </Stack>
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="center" borderTopWidth="1px" pt="4">
          <Text fontSize="sm" color="fg.muted">
            {footer}
          </Text>
        </Card.Footer>
      </Card.Root>
    </Center>
  );
}
