import { mountStandalone } from '@pulse/mf-config/standalone';
import { Navigate } from '@pulse/router';
import { BacktestPage } from './features/backtest';
import { RulesPage } from './features/rule-set';
import { SignalsPage } from './features/signals';
import { TryRulesPage } from './features/try-rules';
import { RuleHistoryPage } from './features/versions';

// `pnpm dev` of this remote alone: the pages at the paths the shell gives them, with a dev sign-in.
mountStandalone('rules', [
  { path: '/rules', element: <RulesPage /> },
  { path: '/rules/signals', element: <SignalsPage /> },
  { path: '/rules/try', element: <TryRulesPage /> },
  { path: '/rules/backtest', element: <BacktestPage /> },
  { path: '/rules/history', element: <RuleHistoryPage /> },
  { path: '*', element: <Navigate to="/rules" replace /> },
]);
