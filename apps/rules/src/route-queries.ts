import type { RouteQueries } from '@pulse/remote-contracts';
import { caseQueries, ruleQueries } from '@pulse/api-client';

/**
 * The queries the rules routes read on their first paint (@pulse/remote-contracts
 * `RouteQueries`): the rule set (draft, live and test versions, pending publish requests), the
 * signals, the versions and the four-eyes setting of the history page.
 * Try and Backtest read nothing until the member asks. The shell prefetches them on intent and
 * navigation; the pages read the same options. A team's rules serve both view modes, so the mode
 * is not in the keys.
 */
export const routeQueries = {
  '/rules': () => [ruleQueries.ruleSet()],
  '/rules/signals': () => [ruleQueries.signals()],
  '/rules/try': () => [],
  '/rules/backtest': () => [],
  '/rules/history': () => [ruleQueries.versions(), ruleQueries.ruleSet(), caseQueries.settings()],
} satisfies RouteQueries;
