import { request, seg } from '../client';
import type { CallOptions } from '../client';
import type {
  BacktestJob,
  BacktestParams,
  PublishRequest,
  BacktestResult,
  RuleSetBody,
  RuleSetState,
  RuleSignals,
  RuleTryResult,
  RuleValidation,
  RuleVersionList,
  RuleVersionSummary,
} from '../types/rules';

/** `GET /rules/signals`: the signal reference (and the editor's completion). */
export function getRuleSignals(options?: CallOptions): Promise<RuleSignals> {
  return request('/rules/signals', { ...options });
}

/** `GET /rules/rule-set`: the draft and the live and test versions. */
export function getRuleSet(options?: CallOptions): Promise<RuleSetState> {
  return request('/rules/rule-set', { ...options });
}

/**
 * `PUT /rules/rule-set/draft`: saves the draft.
 * @throws ApiError 400 RULE_INVALID with `problems` (rule index and id, 1-based line and column),
 *   400 VALIDATION_ERROR (thresholds out of order, a repeated id), 403 for analysts and viewers
 */
export function saveRuleDraft(body: RuleSetBody, options?: CallOptions): Promise<RuleSetState> {
  return request('/rules/rule-set/draft', { ...options, method: 'PUT', body });
}

/** `POST /rules/validate`: checks one expression; problems with 1-based line and column. */
export function validateRule(
  params: { expression: string },
  options?: CallOptions,
): Promise<RuleValidation> {
  return request('/rules/validate', { ...options, method: 'POST', body: params });
}

/**
 * `POST /rules/rule-set/publish`: publishes the draft as a new version of `mode`.
 * @throws ApiError 403 unless owner or admin, 409 when another publish took the number
 */
export function publishRuleSet(
  params: { mode: 'live' | 'test'; note?: string },
  options?: CallOptions,
): Promise<RuleVersionSummary> {
  return request('/rules/rule-set/publish', { ...options, method: 'POST', body: params });
}

/**
 * `POST /rules/publish-requests/{id}/approve`: publishes a pending request's snapshot as the
 * mode's new version (author the requester, `approvedBy` the caller).
 * @throws ApiError 403 FOUR_EYES for the requester (403 too unless owner or admin), 404 for an
 *   unknown request, 409 when it is no longer pending
 */
export function approvePublishRequest(
  id: string,
  options?: CallOptions,
): Promise<RuleVersionSummary> {
  return request(`/rules/publish-requests/${seg(id)}/approve`, {
    ...options,
    method: 'POST',
  });
}

/**
 * `POST /rules/publish-requests/{id}/reject`: rejects (or, by its requester, withdraws) a request.
 * @throws ApiError 403 unless owner or admin, 404 for an unknown request, 409 when not pending
 */
export function rejectPublishRequest(
  id: string,
  options?: CallOptions,
): Promise<{ request: PublishRequest }> {
  return request(`/rules/publish-requests/${seg(id)}/reject`, {
    ...options,
    method: 'POST',
  });
}

/** `GET /rules/rule-set/versions`: every version, newest first, with its rules. */
export function listRuleVersions(options?: CallOptions): Promise<RuleVersionList> {
  return request('/rules/rule-set/versions', { ...options });
}

/**
 * `POST /rules/rule-set/rollback`: makes a version's rules live again as a new live version.
 * @throws ApiError 404 for an unknown version, 403 unless owner or admin
 */
export function rollbackRuleSet(
  params: { version: number },
  options?: CallOptions,
): Promise<RuleVersionSummary> {
  return request('/rules/rule-set/rollback', { ...options, method: 'POST', body: params });
}

/**
 * `POST /rules/backtest`: runs the draft over the team's reports of a period.
 * @throws ApiError 400 VALIDATION_ERROR for a period longer than 366 days or reversed
 */
export function runBacktest(
  params: BacktestParams,
  options?: CallOptions,
): Promise<BacktestResult> {
  return request('/rules/backtest', { ...options, method: 'POST', body: params });
}

/**
 * `GET /rules/backtests/{id}`: a backtest on the job queue (its status, progress and, once done,
 * its result, the body `runBacktest` answers below the limit).
 * @throws ApiError 404 for an unknown backtest or another team's
 */
export function getRuleBacktest(
  id: string,
  options?: CallOptions,
): Promise<{ backtest: BacktestJob }> {
  return request(`/rules/backtests/${seg(id)}`, { ...options });
}

/** `POST /rules/try`: the draft's decision on one report. @throws ApiError 404 */
export function tryRulesOnReport(
  params: { referenceId: string },
  options?: CallOptions,
): Promise<RuleTryResult> {
  return request('/rules/try', { ...options, method: 'POST', body: params });
}
