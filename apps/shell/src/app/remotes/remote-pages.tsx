import type { ExposedName, RemoteName, RemotePage } from '@pulse/remote-contracts';
import { loadRemoteModule } from './manifest';
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

/** The route element of a remote page; keyed so that two remote routes never share state. */
export function remoteElement(name: RemotePageName) {
  const page = REMOTE_PAGES[name];
  const id = `${page.remote}/${page.exposed}`;
  return <RemoteRoute key={id} id={id} remote={page.remote} load={loaderFor(name)} />;
}
