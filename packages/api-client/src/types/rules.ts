/**
 * Decision rules (issue 51), named from the generated OpenAPI types so they follow the API's
 * schemas.
 */
import type { RequestBody, ResponseBody } from './generated';

/** `GET /rules/signals`: the signals a rule reads, by service, with their CEL types. */
export type RuleSignals = ResponseBody<'/rules/signals', 'get', 200>;
/** `GET /rules/rule-set`: the draft and the live and test versions. */
export type RuleSetState = ResponseBody<'/rules/rule-set', 'get', 200>;
/** A rule set body: the rules and the score thresholds. */
export type RuleSetBody = RequestBody<'/rules/rule-set/draft', 'put'>;
/** One rule. */
export type Rule = RuleSetBody['rules'][number];
/** What a rule does when its expression is true: add points, or force an outcome. */
export type RuleEffect = Rule['effect'];
/** The score thresholds, suspicious <= risky <= declined. */
export type RuleThresholds = RuleSetBody['thresholds'];
/** A published version without its rules. */
export type RuleVersionSummary = ResponseBody<'/rules/rule-set/publish', 'post', 201>;
/** A publish request under four-eyes (`POST /rules/rule-set/publish` answered 202). */
export type PublishRequest = ResponseBody<'/rules/rule-set/publish', 'post', 202>['request'];
/** `GET /rules/rule-set/versions`: every version, newest first, with its rules. */
export type RuleVersionList = ResponseBody<'/rules/rule-set/versions', 'get', 200>;
/** `POST /rules/validate`: whether one expression is valid, and its problems. */
export type RuleValidation = ResponseBody<'/rules/validate', 'post', 200>;
/** The 400 RULE_INVALID answer of a draft save: each problem with its rule and position. */
export type RuleInvalidBody = ResponseBody<'/rules/rule-set/draft', 'put', 400>;
/** `POST /rules/backtest` body: whole UTC days, both included, at most 366. */
export type BacktestParams = RequestBody<'/rules/backtest', 'post'>;
/** What a backtest found. */
export type BacktestResult = ResponseBody<'/rules/backtest', 'post', 200>;
/**
 * A backtest on the job queue (`POST /rules/backtest` answered 202 above the server's
 * RULES_BACKTEST_SYNC_LIMIT; `GET /rules/backtests/{id}`): status, progress, result once done.
 */
export type BacktestJob = ResponseBody<'/rules/backtests/{id}', 'get', 200>['backtest'];
/** `POST /rules/try`: the draft's decision on one report. */
export type RuleTryResult = ResponseBody<'/rules/try', 'post', 200>;
/** A decision: outcome, score, the rules that fired and those skipped, the version. */
export type RuleDecision = RuleTryResult['decision'];
/** VERIFIED, SUSPICIOUS, RISKY or DECLINED. */
export type DecisionOutcome = RuleDecision['outcome'];
/**
 * The decision a lookup, a screening or a combined check answers (top-level `decision`) and its
 * report keeps (`GET /report/{id}`): the decision of the rule set of the call's mode, with that
 * mode. Absent when the tenant has no rule set for the mode.
 */
export type ReportDecision = NonNullable<ResponseBody<'/emaillookup', 'post', 200>['decision']>;
