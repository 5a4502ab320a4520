import type { ComponentType } from 'react';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { MemberRole } from '@pulse/auth';

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

/** What a route's first-paint queries depend on besides the path: whose data, which view, when. */
export interface RouteQueryContext {
  /** The signed-in client (the session's clientId). */
  clientId: string;
  /** The session's Test/Live view mode (@pulse/auth's useViewMode). */
  mode: 'live' | 'test';
  /** The member's role, for data only some roles may read (billing: `mayReadBilling`). */
  role?: MemberRole;
  /** The route's path parameters, e.g. `{ id }` of `/reports/:id`. */
  params: Readonly<Record<string, string>>;
  /** The URL's query string, as the page reads it. */
  search: URLSearchParams;
  /** Today, whose month the Dashboard and Billing open on. */
  now: Date;
}

/**
 * The queries each route of a remote needs for its first paint, keyed by the route path pattern the
 * shell routes to that remote (`'/reports'`, `'/reports/:id'`, `'/billing'`). Each entry returns the
 * same query options (@pulse/api-client) the page reads with `useQuery`, so the shell's prefetch on
 * intent and on navigation fills the one query cache the page then reads (docs/architecture.md).
 */
export type RouteQueries = Readonly<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route has its own data types
  Record<string, (context: RouteQueryContext) => readonly FetchQueryOptions<any, any, any, any>[]>
>;

/**
 * Every remote exposes, besides its pages, the module `./route-queries` whose named export
 * `routeQueries` is its `RouteQueries` (not a page, so not in REMOTE_EXPOSES).
 */
export const ROUTE_QUERIES_MODULE = 'route-queries';

/** The `./route-queries` module as the shell receives it. */
export interface RouteQueriesModule {
  routeQueries: RouteQueries;
}

/** A remote's Module Federation `exposes`: its pages and its `./route-queries` module. */
export type RemoteExposesWithQueries<R extends RemoteName> = RemoteExposes<R> & {
  './route-queries': string;
};
