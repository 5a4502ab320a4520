import type { Implements, RoutedRemoteExposes } from '@pulse/remote-contracts';
import type { BacktestPage } from './features/backtest';
import type { RulesPage } from './features/rule-set';
import type { SignalsPage } from './features/signals';
import type { TryRulesPage } from './features/try-rules';
import type { RuleHistoryPage } from './features/versions';

/**
 * What the rules remote exposes to the shell, held to @pulse/remote-contracts: a missing, extra or
 * re-typed page fails this file's type check, and exposes.test.ts checks each file's export.
 * `./routes` declares where the shell shows these pages and the sidebar entry (src/routes.ts).
 */
export const exposes = {
  './RulesPage': './src/features/rule-set/components/rules-page.tsx',
  './SignalsPage': './src/features/signals/components/signals-page.tsx',
  './TryRulesPage': './src/features/try-rules/components/try-rules-page.tsx',
  './BacktestPage': './src/features/backtest/components/backtest-page.tsx',
  './RuleHistoryPage': './src/features/versions/components/history-page.tsx',
  './route-queries': './src/route-queries.ts',
  './routes': './src/routes.ts',
} as const satisfies RoutedRemoteExposes<'rules'>;

/** The pages' real types, checked against the contract (a page that needs props fails here). */
export type RulesModules = Implements<
  'rules',
  {
    RulesPage: typeof RulesPage;
    SignalsPage: typeof SignalsPage;
    TryRulesPage: typeof TryRulesPage;
    BacktestPage: typeof BacktestPage;
    RuleHistoryPage: typeof RuleHistoryPage;
  }
>;
