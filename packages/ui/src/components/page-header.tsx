/** PageHeader: the page's h1 with optional actions (buttons, pickers) aligned to the right. */
import type { ReactNode } from 'react';
import { Flex, Heading } from '@chakra-ui/react';
import type { FlexProps } from '@chakra-ui/react';

export interface PageHeaderProps extends Omit<FlexProps, 'title'> {
  title: ReactNode;
  /** Actions shown next to the title (wrap below it on narrow screens). */
  children?: ReactNode;
}

export function PageHeader({ title, children, ...rest }: PageHeaderProps) {
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="6" {...rest}>
      <Heading as="h1" size="2xl" fontWeight="semibold">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}
