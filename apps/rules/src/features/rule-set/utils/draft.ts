/** The draft's local checks: what the API would refuse, said before it is sent. */
import type { Rule, RuleThresholds } from '@pulse/api-client';

/** The most rules a rule set holds (the contract's limit). */
export const MAX_RULES = 100;

/**
 * A new rule's id from its name: lower case letters, digits and dashes (at most 64), made unique
 * among `taken` with a number.
 */
export function ruleIdFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'rule';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** The rule form's values as typed. */
export interface RuleFormValues {
  name: string;
  expression: string;
  kind: 'score' | 'force';
  points: string;
  outcome: 'allow' | 'review' | 'decline';
  enabled: boolean;
  /** Open a case in the case review when the rule fires on a review outcome. */
  openCase: boolean;
}

/**
 * Whether the form's effect allows "open a case": a rule forcing decline makes every decision it
 * fires in DECLINED, never a review, so the API refuses `openCase` on it.
 */
export const canOpenCase = (values: Pick<RuleFormValues, 'kind' | 'outcome'>): boolean =>
  !(values.kind === 'force' && values.outcome === 'decline');

/** The form's values of a rule (a new rule: empty, +10 points, enabled). */
export function formValuesOf(rule: Rule | null): RuleFormValues {
  return {
    name: rule?.name ?? '',
    expression: rule?.expression ?? '',
    kind: rule?.effect.kind ?? 'score',
    points: rule?.effect.kind === 'score' ? String(rule.effect.points) : '10',
    outcome: rule?.effect.kind === 'force' ? rule.effect.outcome : 'review',
    enabled: rule?.enabled ?? true,
    openCase: rule?.openCase ?? false,
  };
}

/** The problems of the rule form, by field; empty when it may be applied. */
export function ruleFormProblems(
  values: RuleFormValues,
): Partial<Record<'name' | 'expression' | 'points', string>> {
  const problems: Partial<Record<'name' | 'expression' | 'points', string>> = {};
  const name = values.name.trim();
  if (!name) problems.name = 'Give the rule a name.';
  else if (name.length > 80) problems.name = 'A name has at most 80 characters.';
  if (!values.expression.trim()) problems.expression = 'Write the condition of the rule.';
  else if (values.expression.length > 2000) {
    problems.expression = 'An expression has at most 2,000 characters.';
  }
  if (values.kind === 'score') {
    const points = Number(values.points);
    if (!/^-?\d+$/.test(values.points.trim()) || points < -1000 || points > 1000) {
      problems.points = 'Points are a whole number from -1000 to 1000.';
    }
  }
  return problems;
}

/**
 * The rule the form describes, with `id`. `openCase` is sent only when true and allowed (the API's
 * default is false), so rules without it keep their shape.
 */
export function ruleOf(values: RuleFormValues, id: string): Rule {
  return {
    id,
    name: values.name.trim(),
    expression: values.expression,
    effect:
      values.kind === 'score'
        ? { kind: 'score', points: Number(values.points) }
        : { kind: 'force', outcome: values.outcome },
    enabled: values.enabled,
    ...(values.openCase && canOpenCase(values) ? { openCase: true } : {}),
  };
}

/** Why the thresholds cannot be saved, or null: whole scores 0..10000, in ascending order. */
export function thresholdsProblem(thresholds: RuleThresholds): string | null {
  const values = [thresholds.suspicious, thresholds.risky, thresholds.declined];
  if (values.some((value) => !Number.isInteger(value) || value < 0 || value > 10000)) {
    return 'Each threshold is a whole score from 0 to 10000.';
  }
  if (thresholds.suspicious > thresholds.risky || thresholds.risky > thresholds.declined) {
    return 'Thresholds go up: Suspicious ≤ Risky ≤ Declined.';
  }
  return null;
}
