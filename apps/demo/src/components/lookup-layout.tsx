import type { ReactNode } from 'react';
import { SectionCard, SimpleGrid } from '@pulse/ui';
import { ApiRequestPanel } from './api-request-panel';

export interface LookupLayoutProps {
  /** The form title (e.g. "Email Lookup"). */
  title: string;
  /** Path under /api of the call, for the equivalent curl command. */
  path: string;
  /** The JSON body for what is typed. */
  body: object;
  children: ReactNode;
}

/** A demo form in its titled card, next to the equivalent API request. */
export function LookupLayout({ title, path, body, children }: LookupLayoutProps) {
  return (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
      <SectionCard title={title}>{children}</SectionCard>
      <ApiRequestPanel path={path} body={body} />
    </SimpleGrid>
  );
}
