import {
  Code,
  CreditCard,
  FileText,
  FlaskConical,
  KeyRound,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
} from 'lucide-react';
import type { MemberRole } from '@pulse/auth';
import { PAGE_ROLES } from '../../../lib/page-roles';

export type NavItem = {
  /** Label in the sidebar. */
  name: string;
  path: string;
  icon: LucideIcon;
  /** Logout is an action, not a page. */
  logout?: boolean;
  /** The roles that may open the page (lib/page-roles.ts); every role when absent. */
  roles?: readonly MemberRole[];
};

/** The sidebar entries, in the order of spec §2 "Main layout". */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: 'Dashboard', path: '/dashboard', icon: LayoutDashboard },
  { name: 'Reports', path: '/reports', icon: FileText },
  { name: 'Demo', path: '/demo', icon: FlaskConical, roles: PAGE_ROLES.demo },
  { name: 'Billing', path: '/billing', icon: CreditCard, roles: PAGE_ROLES.billing },
  { name: 'License Key', path: '/license-key', icon: KeyRound, roles: PAGE_ROLES.licenseKey },
  // Beyond spec §2's five pages: the developer platform.
  { name: 'Developers', path: '/developers', icon: Code, roles: PAGE_ROLES.developers },
  { name: 'Logout', path: '/', icon: LogOut, logout: true },
];

/** The sidebar entries a member with `role` may open (the API enforces the same rights). */
export function navItemsFor(role: MemberRole, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => !item.roles || item.roles.includes(role));
}
