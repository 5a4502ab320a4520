import type { ReactElement } from 'react';
import { RequestLogPage } from '../../features/request-log';

/** Member roles (issue 17); each tab lists the roles that may open it. */
export type Role = 'owner' | 'admin' | 'developer' | 'viewer';

export interface DevelopersTab {
  /** Path under /developers. */
  path: string;
  label: string;
  element: ReactElement;
  roles: readonly Role[];
}

/** The tabs of the Developers area, in order (keys, requests, webhooks). */
export const DEVELOPERS_TABS: readonly DevelopersTab[] = [
  {
    path: 'requests',
    label: 'Requests',
    element: <RequestLogPage />,
    roles: ['owner', 'admin', 'developer'],
  },
];
