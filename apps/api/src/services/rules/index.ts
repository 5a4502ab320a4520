/** Decision rules: the draft, versions, try and backtest, and the decisions on lookups. */
export { assertValidBody, RulesService, type RuleSetState } from './service.js';
export { MAX_BACKTEST_DAYS, type BacktestParams, type BacktestResult } from './backtest.js';
export { decisionEvent, RULE_SET_TTL_MS, RuleDecisions } from './decisions.js';
export { RuleBacktests, type BacktestJobData, type BacktestJob } from './backtest-jobs.js';
