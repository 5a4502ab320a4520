import type { ReactElement } from 'react';
import { ApiKeysPage } from '../../features/api-keys';
import { RequestLogPage } from '../../features/request-log';
import { WebhooksPage } from '../../features/webhooks';
import { DEVELOPER_ROLES } from '../../lib/roles';

/** A member's role: who may open a tab. */
export type MemberRole = 'owner' | 'admin' | 'developer' | 'analyst' | 'viewer';

/** One tab of the Developers area: its path under /developers, label, page and the roles that see it. */
export interface DevelopersTab {
  path: string;
  label: string;
  element: ReactElement;
  roles: readonly MemberRole[];
}

/**
 * The tabs of Developers, in order. The first one is where /developers lands. Each tab's page lives
 * in its own feature folder.
 */
export const DEVELOPERS_TABS: readonly DevelopersTab[] = [
  {
    path: 'keys',
    label: 'API keys',
    element: <ApiKeysPage />,
    roles: DEVELOPER_ROLES,
  },
  {
    path: 'requests',
    label: 'Requests',
    element: <RequestLogPage />,
    roles: DEVELOPER_ROLES,
  },
  {
    path: 'webhooks',
    label: 'Webhooks',
    element: <WebhooksPage />,
    roles: DEVELOPER_ROLES,
  },
];

/** The tabs a member of `role` sees; every tab while the session carries no role. */
export function visibleTabs(
  tabs: readonly DevelopersTab[],
  role: MemberRole | undefined,
): DevelopersTab[] {
  return role ? tabs.filter((t) => t.roles.includes(role)) : [...tabs];
}
