import type { ComponentType } from 'react';

/**
 * The contract between the shell and its remotes (docs/delivery.md, "Contract"). Each remote's
 * `src/exposes.ts` satisfies it and the shell loads pages through it, so a renamed page, a missing
 * one or one that starts requiring props fails the type check of both sides.
 *
 * What the shell gives a page: no props. A page reads everything from what the shell mounts
 * around it: the router (@pulse/router), the session (@pulse/auth), the API client configured for
 * `/api` (@pulse/api-client), the Chakra system and toasts (@pulse/ui), all as shell-owned shared
 * modules of the versions the remote declares.
 */
export type RemotePage = ComponentType;

/** Every remote and the page names it exposes (module `./<Name>` with a named export `<Name>`). */
export const REMOTE_EXPOSES = {
  account: ['DashboardPage', 'LicenseKeyPage', 'DataSourcesPage', 'DevelopersPage', 'SettingsPage'],
  reports: ['ReportsPage', 'ReportDetailPage'],
  demo: ['DemoPage'],
  billing: ['BillingPage', 'PaymentSuccessPage', 'PaymentCancelPage'],
} as const;

export type RemoteName = keyof typeof REMOTE_EXPOSES;
export const REMOTE_NAMES = Object.keys(REMOTE_EXPOSES) as RemoteName[];

/** The page names of one remote, e.g. `'DemoPage'`. */
export type ExposedName<R extends RemoteName> = (typeof REMOTE_EXPOSES)[R][number];

/** The modules of one remote as the shell receives them: page name → component. */
export type RemoteModules<R extends RemoteName> = { [K in ExposedName<R>]: RemotePage };

/** A remote's Module Federation `exposes`: `./<Name>` → source file, for exactly its pages. */
export type RemoteExposes<R extends RemoteName> = { [K in ExposedName<R> as `./${K}`]: string };

/**
 * Compiles only when `Actual` (the remote's real page types) satisfies the contract, e.g.
 * `export type DemoModules = Implements<'demo', { DemoPage: typeof DemoPage }>`.
 */
export type Implements<R extends RemoteName, Actual extends RemoteModules<R>> = Actual &
  Record<Exclude<keyof Actual, ExposedName<R>>, never>;
