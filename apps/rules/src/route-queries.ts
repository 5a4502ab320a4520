import type { RouteQueries } from '@pulse/remote-contracts';
import { ruleQueries } from '@pulse/api-client';

/**
 * The queries the rules routes read on their first paint (@pulse/remote-contracts
 * `RouteQueries`): the rule set (draft, live and test versions), the signals, and the versions.
 * Try and Backtest read nothing until the member asks. The shell prefetches them on intent and
 * navigation; the pages read the same options. A team's rules serve both view modes, so the mode
 * is not in the keys.
 */
export const routeQueries = {
  '/rules': () => [ruleQueries.ruleSet()],
  '/rules/signals': () => [ruleQueries.signals()],
  '/rules/try': () => [],
  '/rules/backtest': () => [],
  '/rules/history': () => [ruleQueries.versions(), ruleQueries.ruleSet()],
} satisfies RouteQueries;
