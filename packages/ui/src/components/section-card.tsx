/** SectionCard: a titled card (h2) for dashboard panels and report cards. */
import type { ReactNode } from 'react';
import { Card, Flex, Heading } from '@chakra-ui/react';
import type { CardRootProps } from '@chakra-ui/react';

export interface SectionCardProps extends Omit<CardRootProps, 'title'> {
  title: ReactNode;
  /** Optional element shown at the right of the title (a badge, a button). */
  actions?: ReactNode;
  /** Heading level of the title; default h2. */
  headingAs?: 'h2' | 'h3' | 'h4';
  children?: ReactNode;
}

export function SectionCard({
  title,
  actions,
  headingAs = 'h2',
  children,
  ...rest
}: SectionCardProps) {
  return (
    <Card.Root variant="outline" bg="bg.panel" {...rest}>
      <Card.Header pb="2">
        <Flex align="center" justify="space-between" gap="3" wrap="wrap">
          <Heading as={headingAs} size="md" fontWeight="semibold">
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
