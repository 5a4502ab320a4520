/**
 * The shapes of decision rules (docs/adr/0058-decision-rules.md, issue 51): a rule, a rule set
 * body (rules and thresholds), and the decision a rule set gives a report.
 */

/** The outcomes of a decision: the report statuses of spec §7, mildest first. */
export const OUTCOMES = ['VERIFIED', 'SUSPICIOUS', 'RISKY', 'DECLINED'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** What a rule whose expression is true does: add points, or force an outcome. */
export type RuleEffect =
  { kind: 'score'; points: number } | { kind: 'force'; outcome: 'allow' | 'review' | 'decline' };

/** One rule of a rule set; `id` is made by the client, unique within the set. */
export interface Rule {
  id: string;
  name: string;
  /** CEL, type-checked against the signals (domain/rules/signals.ts); must give bool. */
  expression: string;
  effect: RuleEffect;
  enabled: boolean;
  /**
   * When it fires in a review outcome (SUSPICIOUS, RISKY), the report opens a case in the case
   * review (docs/adr/0046-case-review.md "Cases opened by rules"); absent means false.
   */
  openCase?: boolean;
}

/** Score thresholds, suspicious <= risky <= declined, each 0–10000. */
export interface RuleThresholds {
  suspicious: number;
  risky: number;
  declined: number;
}

/** A draft or a published version. */
export interface RuleSetBody {
  rules: Rule[];
  thresholds: RuleThresholds;
}

/** The draft of a tenant that has never saved one. */
export const DEFAULT_RULE_SET: RuleSetBody = {
  rules: [],
  thresholds: { suspicious: 30, risky: 60, declined: 90 },
};

/** A problem of an expression, at a 1-based line and column of it. */
export interface ExpressionProblem {
  line: number;
  column: number;
  message: string;
}

/** A problem of one rule of a set. */
export interface RuleProblem extends ExpressionProblem {
  /** 0-based index of the rule in the set. */
  ruleIndex: number;
  ruleId: string;
}

/** The decision a rule set gives one report. */
export interface Decision {
  outcome: Outcome;
  /** Sum of the points of the score rules that fired. */
  score: number;
  /** `openCase: true` only on rules that ask for a case (absent otherwise). */
  fired: Array<{ ruleId: string; name: string; effect: RuleEffect; openCase?: true }>;
  /** Rules that failed at run time (a missing field, a type error): they count as not fired. */
  skipped: Array<{ ruleId: string; name: string; message: string }>;
  /** The version decided with; null for a draft. */
  version: number | null;
}

/**
 * The decision a lookup answers and its report stores (`reports.decision`): the decision of the
 * tenant's rule set of the call's mode, with that mode.
 */
export interface ReportDecision extends Decision {
  mode: 'live' | 'test';
}
