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

export type NavItem = {
  /** Label in the sidebar. */
  name: string;
  path: string;
  icon: LucideIcon;
  /** Header title when it differs from the name. */
  title?: string;
  /** Logout is an action, not a page. */
  logout?: boolean;
};

/** The sidebar entries, in the order of spec §2 "Main layout". */
export const NAV_ITEMS: readonly NavItem[] = [
  { name: 'Dashboard', path: '/dashboard', icon: LayoutDashboard },
  { name: 'Reports', path: '/reports', icon: FileText },
  { name: 'Demo', path: '/demo', icon: FlaskConical, title: 'Services Demo' },
  { name: 'Billing', path: '/billing', icon: CreditCard },
  { name: 'License Key', path: '/license-key', icon: KeyRound },
  // Beyond spec §2's five pages: the developer platform (issue 18).
  { name: 'Developers', path: '/developers', icon: Code },
  { name: 'Logout', path: '/', icon: LogOut, logout: true },
];
