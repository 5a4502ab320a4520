import type { ComponentType } from 'react';
import type { AccountExposes } from '../../../../account/src/exposes';
import type { BillingExposes } from '../../../../billing/src/exposes';
import type { DemoExposes } from '../../../../demo/src/exposes';
import type { ReportsExposes } from '../../../../reports/src/exposes';
import { loadRemoteModule, type RemoteName } from './manifest';
import { RemoteRoute } from './remote-route';
// Makes the shell's build provide the shared entries that only remote pages import.
import './provided-shares';

type RemotePage = { remote: RemoteName; exposed: string; exportName: string };

/** Every page the shell takes from a remote: exposed module `./<exposed>`, named export. */
export const REMOTE_PAGES = {
  dashboard: { remote: 'account', exposed: 'DashboardPage', exportName: 'DashboardPage' },
  licenseKey: { remote: 'account', exposed: 'LicenseKeyPage', exportName: 'LicenseKeyPage' },
  dataSources: { remote: 'account', exposed: 'DataSourcesPage', exportName: 'DataSourcesPage' },
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
} as const satisfies Record<string, RemotePage>;

export type RemotePageName = keyof typeof REMOTE_PAGES;

/**
 * The exposed types the shell checks against each remote's contract (type-only imports of each
 * remote's `src/exposes.ts`): a renamed page or one that starts requiring props fails here.
 */
type RemotePageTypes = {
  dashboard: AccountExposes['DashboardPage'];
  licenseKey: AccountExposes['LicenseKeyPage'];
  dataSources: AccountExposes['DataSourcesPage'];
  reports: ReportsExposes['ReportsPage'];
  reportDetail: ReportsExposes['ReportDetailPage'];
  demo: DemoExposes['DemoPage'];
  billing: BillingExposes['BillingPage'];
  paymentSuccess: BillingExposes['PaymentSuccessPage'];
  paymentCancel: BillingExposes['PaymentCancelPage'];
};

function loaderFor<Name extends RemotePageName>(name: Name) {
  const page: RemotePage = REMOTE_PAGES[name];
  return () =>
    loadRemoteModule<RemotePageTypes[Name]>(
      page.remote,
      page.exposed,
      page.exportName,
    ) as Promise<ComponentType>;
}

/** The route element of a remote page; keyed so that two remote routes never share state. */
export function remoteElement(name: RemotePageName) {
  const page = REMOTE_PAGES[name];
  const id = `${page.remote}/${page.exposed}`;
  return <RemoteRoute key={id} id={id} load={loaderFor(name)} />;
}
