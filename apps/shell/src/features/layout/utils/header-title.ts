import { NAV_ITEMS, type NavItem } from './nav-items';

/**
 * The header title: the navigation entry whose path is contained in the current path (spec §2).
 * Logout's path `/` is contained in every path, so it never names a page.
 */
export function headerTitleFor(pathname: string, items: readonly NavItem[] = NAV_ITEMS): string {
  const item = items.find((entry) => !entry.logout && pathname.includes(entry.path));
  return item ? (item.title ?? item.name) : '';
}
