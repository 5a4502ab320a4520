/** PageHeader: the page's h1 with optional actions (buttons, pickers) aligned to the right. */
import type { ReactNode } from 'react';
import { Flex, Heading } from '@chakra-ui/react';
import { usePageTitle } from './page-title';
import type { FlexProps } from '@chakra-ui/react';

export interface PageHeaderProps extends Omit<FlexProps, 'title'> {
  title: ReactNode;
  /** Actions shown next to the title (wrap below it on narrow screens). */
  children?: ReactNode;
  /** The document title's page name (`usePageTitle`); default: `title` when it is text. */
  pageName?: string;
}

export function PageHeader({ title, children, pageName, ...rest }: PageHeaderProps) {
  usePageTitle(pageName ?? (typeof title === 'string' ? title : 'Pulse'));
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="6" {...rest}>
      <Heading as="h1" size="2xl" fontWeight="semibold">
        {title}
      </Heading>
      {children}
    </Flex>
  );
}
