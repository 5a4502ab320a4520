/** Decision rules: the draft, versions, try and backtest. */
export { assertValidBody, RulesService, type RuleSetState } from './service.js';
export { MAX_BACKTEST_DAYS, type BacktestParams, type BacktestResult } from './backtest.js';
