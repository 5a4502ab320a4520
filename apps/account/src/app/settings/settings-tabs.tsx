import type { ReactElement } from 'react';
import { AuditLogPage } from '../../features/audit-log';
import { MembersPage } from '../../features/members';
import { PrivacyPage } from '../../features/privacy';
import { ProfilePage } from '../../features/profile';
import { SecurityPage } from '../../features/security';

/** A member's role; a tab lists the roles that see it. */
export type Role = 'owner' | 'admin' | 'developer' | 'analyst' | 'viewer';

export interface SettingsTab {
  /** Relative to /settings. */
  path: string;
  label: string;
  element: ReactElement;
  roles: readonly Role[];
}

/** The tabs of Settings, in order: profile, security, members, audit log, data & privacy. */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  {
    path: 'profile',
    label: 'Profile',
    element: <ProfilePage />,
    roles: ['owner', 'admin', 'developer', 'analyst', 'viewer'],
  },
  {
    path: 'security',
    label: 'Security',
    element: <SecurityPage />,
    roles: ['owner', 'admin', 'developer', 'analyst', 'viewer'],
  },
  {
    path: 'members',
    label: 'Members',
    element: <MembersPage />,
    roles: ['owner', 'admin'],
  },
  {
    path: 'audit-log',
    label: 'Audit log',
    element: <AuditLogPage />,
    roles: ['owner', 'admin'],
  },
  {
    path: 'privacy',
    label: 'Data & privacy',
    element: <PrivacyPage />,
    roles: ['owner', 'admin'],
  },
];

/** The tabs a member of `role` sees; every tab while the session carries no role. */
export function visibleSettingsTabs(role: Role | undefined): SettingsTab[] {
  return role ? SETTINGS_TABS.filter((t) => t.roles.includes(role)) : [...SETTINGS_TABS];
}
