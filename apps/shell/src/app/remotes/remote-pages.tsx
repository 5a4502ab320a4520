import type { ExposedName, RemoteName, RemotePage } from '@pulse/remote-contracts';
import { loadRemoteModule, preloadRemoteModule } from './manifest';
import { rememberRemotePage } from './remote-component-cache';
import { RemoteRoute } from './remote-route';
// Makes the shell's build provide the shared entries that only remote pages import.
import './provided-shares';

type RemotePageRef = {
  [R in RemoteName]: { remote: R; exposed: ExposedName<R>; exportName: ExposedName<R> };
}[RemoteName];

/**
 * Every page the shell takes from a remote: exposed module `./<exposed>`, named export. Typed by
 * @pulse/remote-contracts, so a page the contract does not name fails the type check.
 */
export const REMOTE_PAGES = {
  dashboard: { remote: 'account', exposed: 'DashboardPage', exportName: 'DashboardPage' },
  licenseKey: { remote: 'account', exposed: 'LicenseKeyPage', exportName: 'LicenseKeyPage' },
  dataSources: { remote: 'account', exposed: 'DataSourcesPage', exportName: 'DataSourcesPage' },
  developers: { remote: 'account', exposed: 'DevelopersPage', exportName: 'DevelopersPage' },
  settings: { remote: 'account', exposed: 'SettingsPage', exportName: 'SettingsPage' },
  reports: { remote: 'reports', exposed: 'ReportsPage', exportName: 'ReportsPage' },
  reportDetail: { remote: 'reports', exposed: 'ReportDetailPage', exportName: 'ReportDetailPage' },
  demo: { remote: 'demo', exposed: 'DemoPage', exportName: 'DemoPage' },
  billing: { remote: 'billing', exposed: 'BillingPage', exportName: 'BillingPage' },
  paymentSuccess: {
    remote: 'billing',
    exposed: 'PaymentSuccessPage',
    exportName: 'PaymentSuccessPage',
  },
  paymentCancel: {
    remote: 'billing',
    exposed: 'PaymentCancelPage',
    exportName: 'PaymentCancelPage',
  },
} as const satisfies Record<string, RemotePageRef>;

export type RemotePageName = keyof typeof REMOTE_PAGES;

function loaderFor<Name extends RemotePageName>(name: Name) {
  const page: RemotePageRef = REMOTE_PAGES[name];
  return () => loadRemoteModule<RemotePage>(page.remote, page.exposed, page.exportName);
}

/** The key of a remote page in the route table and the page cache, e.g. `account/DashboardPage`. */
function pageId(name: RemotePageName): string {
  const page = REMOTE_PAGES[name];
  return `${page.remote}/${page.exposed}`;
}

/** The route element of a remote page; keyed so that two remote routes never share state. */
export function remoteElement(name: RemotePageName) {
  const page = REMOTE_PAGES[name];
  const id = pageId(name);
  return <RemoteRoute key={id} id={id} remote={page.remote} load={loaderFor(name)} />;
}

/**
 * The remote pages inside the main layout, by route path (spec §2), with the header title of each
 * (spec §2: the sidebar entry's title, "Services Demo" for the demo; the page's own name for pages
 * beyond the sidebar) and, for pages some roles may not open, their PAGE_ROLES entry: the route
 * table takes its children and their header titles from here, and the preloader finds the page
 * behind a sidebar link with it.
 */
export const LAYOUT_PAGES = [
  { path: 'dashboard', page: 'dashboard', title: 'Dashboard' },
  { path: 'data-sources', page: 'dataSources', title: 'Data sources' },
  { path: 'reports', page: 'reports', title: 'Reports' },
  { path: 'reports/:id', page: 'reportDetail', title: 'Reports' },
  { path: 'demo/*', page: 'demo', title: 'Services Demo', roles: 'demo' },
  { path: 'billing', page: 'billing', title: 'Billing', roles: 'billing' },
  { path: 'license-key', page: 'licenseKey', title: 'License Key', roles: 'licenseKey' },
  { path: 'developers/*', page: 'developers', title: 'Developers', roles: 'developers' },
  { path: 'settings/*', page: 'settings', title: 'Settings' },
] as const satisfies readonly {
  path: string;
  page: RemotePageName;
  /** The header title while this page is shown. */
  title: string;
  /** The page's entry in PAGE_ROLES (lib/page-roles.ts) when not every role may open it. */
  roles?: 'demo' | 'billing' | 'licenseKey' | 'developers';
}[];

/**
 * Fetches and executes a remote page's code (manifest, entry, chunks, shared modules) without
 * rendering it, and keeps the page so its first visit renders at once: one execution serves both.
 * Resolves false on failure or a missing export (nothing is kept then: the visit loads the page
 * itself and reports the error).
 */
export async function preloadRemotePage(name: RemotePageName): Promise<boolean> {
  const page: RemotePageRef = REMOTE_PAGES[name];
  const Page = await preloadRemoteModule<RemotePage>(page.remote, page.exposed, page.exportName);
  if (Page === undefined) return false;
  rememberRemotePage(pageId(name), Page);
  return true;
}
