import type { ReactNode } from 'react';
import { WebhooksPage } from '../../features/webhooks';

/** A member role (docs/architecture.md, tenancy): who may open a tab. */
export type MemberRole = 'owner' | 'admin' | 'developer' | 'viewer';

export interface DevelopersTab {
  /** Path below /developers. */
  path: string;
  label: string;
  element: ReactNode;
  /** Roles that see the tab; the API enforces the same rights. */
  roles: readonly MemberRole[];
}

/** The tabs of Developers (/developers/*), in order. */
export const DEVELOPERS_TABS: readonly DevelopersTab[] = [
  {
    path: 'webhooks',
    label: 'Webhooks',
    element: <WebhooksPage />,
    roles: ['owner', 'admin', 'developer'],
  },
];

/** The tabs a member of `role` sees; every tab while the session carries no role. */
export function visibleTabs(
  tabs: readonly DevelopersTab[],
  role: MemberRole | undefined,
): DevelopersTab[] {
  return tabs.filter((t) => role === undefined || t.roles.includes(role));
}
