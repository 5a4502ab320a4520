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

/**
 * The four first remotes and the page names each exposes (module `./<Name>` with a named export
 * `<Name>`).
 */
export const REMOTE_EXPOSES = {
  account: ['DashboardPage', 'LicenseKeyPage', 'DataSourcesPage', 'DevelopersPage', 'SettingsPage'],
  reports: ['ReportsPage', 'ReportDetailPage'],
  demo: ['DemoPage'],
  billing: ['BillingPage', 'PaymentSuccessPage', 'PaymentCancelPage'],
} as const;

/**
 * One of the four first remotes. Like every remote, each declares its own routes in
 * its `./routes` module (`RemoteRoutes`); for their releases built before that module the shell
 * keeps a copy of the routes they had (docs/delivery.md, "Routes").
 */
export type RemoteName = keyof typeof REMOTE_EXPOSES;
export const REMOTE_NAMES = Object.keys(REMOTE_EXPOSES) as RemoteName[];

/**
 * The remotes added after the first four, and the page names each exposes. They declare their
 * routes and sidebar entries in their `./routes` module (`RemoteRoutes`) as every remote does; the
 * shell finds them in the runtime manifest (`/remotes.json`) and reads their `./routes` at run time
 * (docs/delivery.md, "Adding a remote"), so adding one changes no shell file.
 */
export const ROUTED_REMOTE_EXPOSES = {
  screening: [
    'BatchesPage',
    'BatchDetailPage',
    'ListUpdatesPage',
    'CasesPage',
    'CaseDetailPage',
    'MonitoringPage',
    'WatchlistsPage',
  ],
  rules: ['RulesPage', 'SignalsPage', 'TryRulesPage', 'BacktestPage', 'RuleHistoryPage'],
} as const;

/** A remote added after the first four, e.g. `'screening'`. */
export type RoutedRemoteName = keyof typeof ROUTED_REMOTE_EXPOSES;
export const ROUTED_REMOTE_NAMES = Object.keys(ROUTED_REMOTE_EXPOSES) as RoutedRemoteName[];

/** Every remote the contract knows: those the shell routes itself and those that route themselves. */
export type ContractRemoteName = RemoteName | RoutedRemoteName;

type AllExposes = typeof REMOTE_EXPOSES & typeof ROUTED_REMOTE_EXPOSES;

/** The page names of one remote, e.g. `'DemoPage'`. */
export type ExposedName<R extends ContractRemoteName> = AllExposes[R][number];

/** The modules of one remote as the shell receives them: page name → component. */
export type RemoteModules<R extends ContractRemoteName> = { [K in ExposedName<R>]: RemotePage };

/** A remote's Module Federation `exposes`: `./<Name>` → source file, for exactly its pages. */
export type RemoteExposes<R extends ContractRemoteName> = {
  [K in ExposedName<R> as `./${K}`]: string;
};

/**
 * Compiles only when `Actual` (the remote's real page types) satisfies the contract, e.g.
 * `export type DemoModules = Implements<'demo', { DemoPage: typeof DemoPage }>`.
 */
export type Implements<R extends ContractRemoteName, Actual extends RemoteModules<R>> = Actual &
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
 * intent and on navigation fills the one query cache the page then reads.
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
export type RemoteExposesWithQueries<R extends ContractRemoteName> = RemoteExposes<R> & {
  './route-queries': string;
};

/**
 * The sidebar icons a remote may name (`RemoteNavEntry.icon`); the shell draws each with its
 * lucide icon and falls back to a generic one for a name it does not know (an older shell).
 */
export const NAV_ICON_NAMES = [
  'layers',
  'file-up',
  'list-checks',
  'file-text',
  'credit-card',
  'layout-dashboard',
  'flask-conical',
  'key-round',
  'code',
  'briefcase',
  'radar',
  'scale',
] as const;

export type NavIconName = (typeof NAV_ICON_NAMES)[number];

/** One route a remote declares. */
export interface RemoteRouteDeclaration<Page extends string = string> {
  /** The route path pattern below `/`, e.g. `'batches'` or `'batches/:id'` (React Router syntax). */
  path: string;
  /** The exposed page (module `./<page>`, named export `<page>`) rendered there. */
  page: Page;
  /** The header title while the route is shown. */
  title: string;
  /** The roles that may open the route; every role when absent (the API enforces the same). */
  roles?: readonly MemberRole[];
  /**
   * Where the page is shown: inside the shell's main layout (sidebar, header; `'main'`, the default)
   * or on its own (`'none'`, e.g. the payment result pages). Since contract 1.7.0: a shell built
   * before it shows every route inside the main layout.
   */
  layout?: 'main' | 'none';
}

/** A remote's entry in the sidebar. */
export interface RemoteNavEntry {
  /** The label in the sidebar. */
  label: string;
  /** Where the entry leads, e.g. `'/batches'`: one of the remote's declared routes. */
  path: string;
  /** The icon, by name (NAV_ICON_NAMES). */
  icon: NavIconName;
  /**
   * Where the entry sits among the others, ascending. The shell's own entries are Dashboard 10,
   * Reports 20, Demo 30, Billing 40, License Key 50, Developers 60 (Logout stays apart, last).
   */
  order: number;
  /** The roles that see the entry; every role when absent. */
  roles?: readonly MemberRole[];
}

/** What a remote's `./routes` module declares: its routes and, optionally, its sidebar entries. */
export interface RemoteRoutes<Page extends string = string> {
  routes: readonly RemoteRouteDeclaration<Page>[];
  nav?: RemoteNavEntry;
  /**
   * Further sidebar entries of the same remote, each leading to one of its routes. A separate
   * field rather than an array in `nav`, so a shell built before it still reads `nav` and ignores
   * these.
   */
  moreNav?: readonly RemoteNavEntry[];
}

/** The routes declaration of a remote, with its pages checked against the contract. */
export type RemoteRoutesOf<R extends ContractRemoteName> = RemoteRoutes<ExposedName<R>>;

/**
 * The module every remote exposes as `./routes`, named export `remoteRoutes` (`RemoteRoutes`): the
 * shell's one source of the remote's routes. It holds data only (no page code), since the shell
 * loads it after sign-in to route and to build the sidebar.
 */
export const ROUTES_MODULE = 'routes';

/** The `./routes` module as the shell receives it. */
export interface RemoteRoutesModule {
  remoteRoutes: RemoteRoutes;
}

/** A remote's Module Federation `exposes`: its pages, `./route-queries` and `./routes`. */
export type RoutedRemoteExposes<R extends ContractRemoteName> = RemoteExposesWithQueries<R> & {
  './routes': string;
};

/**
 * Checks a `./routes` declaration: paths relative and unique, each page exposed, the sidebar
 * entry leading to a declared route.
 * @returns the problems found, in words; empty when the declaration is sound
 */
export function routesProblems(declaration: RemoteRoutes, pages: readonly string[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const route of declaration.routes) {
    if (route.path.startsWith('/')) problems.push(`route ${route.path} must not start with /`);
    if (seen.has(route.path)) problems.push(`route ${route.path} is declared twice`);
    seen.add(route.path);
    if (!pages.includes(route.page))
      problems.push(`route ${route.path} names no page ${route.page}`);
  }
  for (const nav of [
    ...(declaration.nav ? [declaration.nav] : []),
    ...(declaration.moreNav ?? []),
  ]) {
    if (!declaration.routes.some((route) => `/${route.path}` === nav.path))
      problems.push(`sidebar entry ${nav.label} leads to no declared route (${nav.path})`);
  }
  return problems;
}
