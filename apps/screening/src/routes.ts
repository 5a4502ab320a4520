import type { RemoteRoutesOf } from '@pulse/remote-contracts';

/**
 * Where the shell shows the screening pages and the sidebar entry (@pulse/remote-contracts
 * `RemoteRoutes`, docs/delivery.md "Adding a remote"). Every role sees them: viewers read batches
 * and cases, the pages hide what only other roles may do (the API refuses it to viewers too). Data only: the
 * shell loads this module after sign-in to build its sidebar.
 */
export const remoteRoutes = {
  routes: [
    { path: 'batches', page: 'BatchesPage', title: 'Batches' },
    { path: 'batches/:id', page: 'BatchDetailPage', title: 'Batches' },
    { path: 'list-updates', page: 'ListUpdatesPage', title: 'List updates' },
    // The page's address before it was named after list updates: links saved then still open it.
    { path: 'list-changes', page: 'ListUpdatesPage', title: 'List updates' },
    { path: 'cases', page: 'CasesPage', title: 'Cases' },
    { path: 'cases/:id', page: 'CaseDetailPage', title: 'Cases' },
    { path: 'monitoring', page: 'MonitoringPage', title: 'Monitoring' },
    { path: 'watchlists', page: 'WatchlistsPage', title: 'Watchlists' },
  ],
  nav: { label: 'Batches', path: '/batches', icon: 'layers', order: 25 },
  moreNav: [
    { label: 'List updates', path: '/list-updates', icon: 'list-checks', order: 26 },
    { label: 'Cases', path: '/cases', icon: 'briefcase', order: 27 },
    { label: 'Monitoring', path: '/monitoring', icon: 'radar', order: 28 },
    // Not 'file-text': that is the Reports entry's icon. A watchlist is a file the team uploads.
    { label: 'Watchlists', path: '/watchlists', icon: 'file-up', order: 29 },
  ],
} as const satisfies RemoteRoutesOf<'screening'>;
