import type { RemoteRoutesOf } from '@pulse/remote-contracts';

/**
 * Where the shell shows the rules pages and the sidebar entry (@pulse/remote-contracts
 * `RemoteRoutes`, docs/delivery.md "Adding a remote"). Every role opens them: analysts and viewers
 * read the rules, signals and history, and the pages hide or disable what only other roles may do
 * (the API refuses it too). Data only: the shell loads this module after sign-in to build its
 * sidebar.
 */
export const remoteRoutes = {
  routes: [
    { path: 'rules', page: 'RulesPage', title: 'Rules' },
    { path: 'rules/signals', page: 'SignalsPage', title: 'Rules' },
    { path: 'rules/try', page: 'TryRulesPage', title: 'Rules' },
    { path: 'rules/backtest', page: 'BacktestPage', title: 'Rules' },
    { path: 'rules/history', page: 'RuleHistoryPage', title: 'Rules' },
  ],
  // Between Demo (30) and Billing (40); the scales of a decision.
  nav: { label: 'Rules', path: '/rules', icon: 'scale', order: 35 },
} as const satisfies RemoteRoutesOf<'rules'>;
