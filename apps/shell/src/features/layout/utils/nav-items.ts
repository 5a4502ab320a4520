import {
  Blocks,
  Briefcase,
  Code,
  FileUp,
  Layers,
  ListChecks,
  CreditCard,
  FileText,
  FlaskConical,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Radar,
  Scale,
  type LucideIcon,
} from 'lucide-react';
import type { MemberRole } from '@pulse/auth';
import { matchPath } from '@pulse/router';
import type { NavIconName, RemoteNavEntry } from '@pulse/remote-contracts';
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

/** The lucide icon of each name a remote may give its sidebar entry (@pulse/remote-contracts). */
const NAV_ICONS: Record<NavIconName, LucideIcon> = {
  layers: Layers,
  'file-up': FileUp,
  'list-checks': ListChecks,
  'file-text': FileText,
  'credit-card': CreditCard,
  'layout-dashboard': LayoutDashboard,
  'flask-conical': FlaskConical,
  'key-round': KeyRound,
  code: Code,
  briefcase: Briefcase,
  radar: Radar,
  scale: Scale,
};

/** The icon of a declared entry; a generic one for a name this shell does not know (newer remote). */
function navIcon(name: string): LucideIcon {
  return (NAV_ICONS as Record<string, LucideIcon | undefined>)[name] ?? Blocks;
}

/**
 * The sidebar entries with those the routed remotes declare
 * placed by their `order`: the shell's own entries count 10, 20, 30 … in NAV_ITEMS order, a
 * declared entry goes after those of a lower or equal order; Logout stays last. An entry whose path
 * the shell already lists is left out.
 */
export function withRoutedEntries(
  entries: readonly RemoteNavEntry[],
  items: readonly NavItem[] = NAV_ITEMS,
): NavItem[] {
  const pages = items.filter((item) => !item.logout);
  const known = new Set(pages.map((item) => item.path));
  const ordered: { order: number; item: NavItem }[] = pages.map((item, index) => ({
    order: (index + 1) * 10,
    item,
  }));
  for (const entry of entries) {
    if (known.has(entry.path)) continue;
    known.add(entry.path);
    const item: NavItem = { name: entry.label, path: entry.path, icon: navIcon(entry.icon) };
    ordered.push({
      order: entry.order,
      item: entry.roles ? { ...item, roles: entry.roles } : item,
    });
  }
  // Array.prototype.sort is stable: equal orders keep the shell's entries first.
  ordered.sort((a, b) => a.order - b.order);
  return [...ordered.map(({ item }) => item), ...items.filter((item) => item.logout)];
}

/**
 * The header title of `pathname` from the shell's own sidebar entries: the label of the entry at
 * that path or above it (`/developers/keys` → "Developers"). It stands in while the remote that
 * declares the page's title could not be loaded, so the page's panel still says where the user is.
 * @returns undefined for a path no entry covers
 */
export function navTitleAt(
  pathname: string,
  items: readonly NavItem[] = NAV_ITEMS,
): string | undefined {
  // The sidebar's own rule for its active entry (NavLink): the entry's path as a prefix, by segment.
  return items.find((item) => !item.logout && matchPath({ path: item.path, end: false }, pathname))
    ?.name;
}
