/**
 * Decisions of a rule set (docs/adr/0058-decision-rules.md, contract of issue 51): the points of
 * every enabled rule whose expression is true are summed into `score`, which the thresholds map to
 * an outcome; a forced outcome wins over the score, decline > review > allow. A rule that fails at
 * run time is skipped and reported. Pure functions: lookups, `POST /rules/try` and the backtest
 * call them alike.
 */
import { certainFailure } from './absent.js';
import type { Activation } from './activation.js';
import { compileExpression, type Program } from './compile.js';
import { SIGNAL_GROUPS } from './signals.js';
import type { Decision, Outcome, Rule, RuleProblem, RuleSetBody, RuleThresholds } from './types.js';

/** A rule with its compiled expression. */
export interface CompiledRule {
  rule: Rule;
  program: Program;
  /**
   * By the groups an activation has (`email,report`): the absent group that makes the rule fail
   * whatever the values (absent.ts), or null. Filled as reports are decided: a few keys.
   */
  failsWithout: Map<string, string | null>;
}

/** A rule set ready to decide: its enabled rules compiled once. */
export interface CompiledRuleSet {
  rules: CompiledRule[];
  thresholds: RuleThresholds;
  /** The published version; null for a draft. */
  version: number | null;
}

/** Which outcome a forced effect gives, and its precedence (higher wins). */
const FORCED: Record<'allow' | 'review' | 'decline', { outcome: Outcome; rank: number }> = {
  allow: { outcome: 'VERIFIED', rank: 1 },
  review: { outcome: 'RISKY', rank: 2 },
  decline: { outcome: 'DECLINED', rank: 3 },
};

/**
 * Compiles the enabled rules of a body (disabled rules are checked too: a draft keeps only valid
 * expressions).
 * @returns the compiled set, and every rule's problem (the set is unusable when there is one)
 */
export function compileRuleSet(
  body: RuleSetBody,
  version: number | null,
): { ruleSet: CompiledRuleSet; problems: RuleProblem[] } {
  const rules: CompiledRule[] = [];
  const problems: RuleProblem[] = [];
  body.rules.forEach((rule, ruleIndex) => {
    const compiled = compileExpression(rule.expression);
    if (!compiled.ok)
      for (const p of compiled.problems) problems.push({ ruleIndex, ruleId: rule.id, ...p });
    else if (rule.enabled) rules.push({ rule, program: compiled.program, failsWithout: new Map() });
  });
  return { ruleSet: { rules, thresholds: body.thresholds, version }, problems };
}

/** The outcome of a score by the thresholds (each inclusive). */
export function outcomeOf(score: number, t: RuleThresholds): Outcome {
  if (score >= t.declined) return 'DECLINED';
  if (score >= t.risky) return 'RISKY';
  if (score >= t.suspicious) return 'SUSPICIOUS';
  return 'VERIFIED';
}

/** The first line of a failure's message (the library adds an excerpt below it). */
function failureText(err: unknown): string {
  const e = err as { summary?: unknown; message?: unknown };
  if (typeof e.summary === 'string') return e.summary;
  return String(typeof e.message === 'string' ? e.message : err).split('\n')[0] ?? 'failed';
}

/** The absent group that certainly fails `c` on an activation with the groups `present`. */
function certainlyFails(c: CompiledRule, present: string): string | null {
  let f = c.failsWithout.get(present);
  if (f === undefined) {
    const have = new Set(present.split(','));
    const absent = new Set(SIGNAL_GROUPS.filter((g) => !have.has(g)));
    f = certainFailure(c.program.ast, absent) ?? null;
    c.failsWithout.set(present, f);
  }
  return f;
}

/**
 * The decision of a compiled rule set on one report's activation. Never throws for a rule: a
 * rule that fails, or gives something other than a bool, is listed in `skipped`. A rule that
 * reads a group the report does not have is skipped without evaluating it (the library's message).
 */
export function decide(ruleSet: CompiledRuleSet, activation: Activation): Decision {
  let score = 0;
  let forced: { outcome: Outcome; rank: number } | undefined;
  const fired: Decision['fired'] = [];
  const skipped: Decision['skipped'] = [];
  const present = Object.keys(activation).join(',');
  // A failing rule throws; its stack trace is never read and costs most of the throw.
  const stackLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    for (const c of ruleSet.rules) {
      const { rule, program } = c;
      const missing = certainlyFails(c, present);
      if (missing !== null) {
        skipped.push({ ruleId: rule.id, name: rule.name, message: `Unknown variable: ${missing}` });
        continue;
      }
      let value: unknown;
      try {
        value = program(activation);
      } catch (err) {
        skipped.push({ ruleId: rule.id, name: rule.name, message: failureText(err) });
        continue;
      }
      if (typeof value !== 'boolean') {
        skipped.push({ ruleId: rule.id, name: rule.name, message: 'The rule did not give a bool' });
        continue;
      }
      if (!value) continue;
      fired.push({
        ruleId: rule.id,
        name: rule.name,
        effect: rule.effect,
        ...(rule.openCase === true ? { openCase: true as const } : {}),
      });
      if (rule.effect.kind === 'score') score += rule.effect.points;
      else {
        const f = FORCED[rule.effect.outcome];
        if (!forced || f.rank > forced.rank) forced = f;
      }
    }
  } finally {
    Error.stackTraceLimit = stackLimit;
  }
  return {
    outcome: forced?.outcome ?? outcomeOf(score, ruleSet.thresholds),
    score,
    fired,
    skipped,
    version: ruleSet.version,
  };
}
