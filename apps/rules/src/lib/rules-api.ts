/**
 * The decision-rules calls and types of the API contract (GET/PUT/POST `/rules/…`), under the names
 * @pulse/api-client gives them. Until that client carries them, they are made here with the
 * client's own ofetch set-up (its base URL and the session's headers), so the pages and their tests
 * already speak to the API as they will; then this module only re-exports the client's.
 */
import { queryOptions } from '@tanstack/react-query';
import { readStoredUser } from '@pulse/auth';
import { ApiError, DEFAULT_BASE_URL, type ApiErrorData } from '@pulse/api-client';
import { FetchError, ofetch } from 'ofetch';

/** A report status, the outcome of a decision (spec §7). */
export type DecisionOutcome = 'VERIFIED' | 'SUSPICIOUS' | 'RISKY' | 'DECLINED';

/** What a rule does when its expression is true. */
export type RuleEffect =
  { kind: 'score'; points: number } | { kind: 'force'; outcome: 'allow' | 'review' | 'decline' };

/** One rule of a rule set. */
export interface Rule {
  id: string;
  name: string;
  expression: string;
  effect: RuleEffect;
  enabled: boolean;
}

/** The score from which each outcome applies. */
export interface RuleThresholds {
  suspicious: number;
  risky: number;
  declined: number;
}

/** The rules and thresholds of a draft or a version. */
export interface RuleSetBody {
  rules: Rule[];
  thresholds: RuleThresholds;
}

/** A published version, without its body. */
export interface RuleVersionSummary {
  version: number;
  mode: 'live' | 'test';
  createdAt: string;
  createdBy: string;
  note: string | null;
}

/** `GET /rules/rule-set`. */
export interface RuleSetState {
  draft: { body: RuleSetBody; updatedAt: string; updatedBy: string | null };
  live: RuleVersionSummary | null;
  test: RuleVersionSummary | null;
}

/** `GET /rules/rule-set/versions`, newest first. */
export interface RuleVersionList {
  versions: (RuleVersionSummary & { body: RuleSetBody })[];
}

/** `GET /rules/signals`. */
export interface RuleSignals {
  services: {
    service: string;
    label: string;
    signals: {
      name: string;
      type: 'bool' | 'int' | 'double' | 'string' | 'list<string>';
      description: string;
    }[];
  }[];
}

/** `POST /rules/validate`. */
export interface RuleValidation {
  valid: boolean;
  problems: { line: number; column: number; message: string }[];
}

/** `POST /rules/backtest` body. */
export interface BacktestParams {
  from: string;
  to: string;
  mode?: 'live' | 'test';
}

/** `POST /rules/backtest`. */
export interface BacktestResult {
  total: number;
  live: Record<DecisionOutcome, number>;
  draft: Record<DecisionOutcome, number>;
  changed: number;
  sample: {
    referenceId: string;
    service: string;
    requestDateTime: string;
    before: DecisionOutcome;
    after: DecisionOutcome;
  }[];
  hits: { ruleId: string; name: string; count: number }[];
  elapsedMs: number;
}

/** The decision of a rule set on one report. */
export interface RuleDecision {
  outcome: DecisionOutcome;
  score: number;
  fired: { ruleId: string; name: string; effect: RuleEffect }[];
  skipped: { ruleId: string; name: string; message: string }[];
  version: number | null;
}

/** `POST /rules/try`. */
export interface RuleTryResult {
  referenceId: string;
  service: string;
  decision: RuleDecision;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** One call as @pulse/api-client makes it: its base URL and the session's headers. */
async function call<T>(path: string, method: 'GET' | 'PUT' | 'POST', body?: object): Promise<T> {
  const user = readStoredUser();
  const headers: Record<string, string> = {};
  if (user?.token) headers.authorization = `Bearer ${user.token}`;
  if (user?.apiKey) headers.licensekey = user.apiKey;
  try {
    return await ofetch<T>(`${rulesApiBase}${path}`, { method, body, headers, retry: 0 });
  } catch (err) {
    if (!(err instanceof FetchError) || !err.response) {
      throw new ApiError(0, { error: 'Network error', code: 'NETWORK_ERROR' }, { cause: err });
    }
    const data: ApiErrorData = isObject(err.data) ? (err.data as ApiErrorData) : {};
    throw new ApiError(err.response.status, data, { cause: err });
  }
}

let rulesApiBase = DEFAULT_BASE_URL;

/** Where the calls of this module go (the tests' mock API); default the client's `/api`. */
export function setRulesApiBase(base: string): void {
  rulesApiBase = base;
}

/** `GET /rules/signals`: the signals a rule may read, per service. */
export const getRuleSignals = () => call<RuleSignals>('/rules/signals', 'GET');
/** `GET /rules/rule-set`: the draft and the live and test versions. */
export const getRuleSet = () => call<RuleSetState>('/rules/rule-set', 'GET');
/** `PUT /rules/rule-set/draft`: saves the draft; 400 RULE_INVALID with its problems. */
export const saveRuleDraft = (body: RuleSetBody) =>
  call<RuleSetState>('/rules/rule-set/draft', 'PUT', body);
/** `POST /rules/validate`: an expression's problems, for the editor. */
export const validateRule = (params: { expression: string }) =>
  call<RuleValidation>('/rules/validate', 'POST', params);
/** `POST /rules/rule-set/publish`: the draft as a new version. */
export const publishRuleSet = (params: { mode: 'live' | 'test'; note?: string }) =>
  call<RuleVersionSummary>('/rules/rule-set/publish', 'POST', params);
/** `GET /rules/rule-set/versions`: every version, newest first. */
export const listRuleVersions = () => call<RuleVersionList>('/rules/rule-set/versions', 'GET');
/** `POST /rules/rule-set/rollback`: a new live version with an older one's body. */
export const rollbackRuleSet = (params: { version: number }) =>
  call<RuleVersionSummary>('/rules/rule-set/rollback', 'POST', params);
/** `POST /rules/backtest`: the draft against the live outcomes of a period. */
export const runBacktest = (params: BacktestParams) =>
  call<BacktestResult>('/rules/backtest', 'POST', params);
/** `POST /rules/try`: the draft's decision on one report. */
export const tryRulesOnReport = (params: { referenceId: string }) =>
  call<RuleTryResult>('/rules/try', 'POST', params);

/** The rules queries: keys `['rules', <operation>]`. */
export const ruleQueries = {
  all: () => ['rules'] as const,
  signals: () =>
    queryOptions({ queryKey: ['rules', 'signals'] as const, queryFn: () => getRuleSignals() }),
  ruleSet: () =>
    queryOptions({ queryKey: ['rules', 'rule-set'] as const, queryFn: () => getRuleSet() }),
  versions: () =>
    queryOptions({
      queryKey: ['rules', 'versions'] as const,
      queryFn: () => listRuleVersions(),
    }),
};
