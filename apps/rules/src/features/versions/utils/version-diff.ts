/** What changed from one rule set body to the next, rule by rule (by id) and threshold by threshold. */
import type { Rule, RuleSetBody, RuleThresholds } from '@pulse/api-client';

/** The fields of a rule whose change the history names. */
export type RuleField = 'name' | 'expression' | 'effect' | 'enabled' | 'openCase';

/** One rule present before and after with different content. */
export interface ChangedRule {
  before: Rule;
  after: Rule;
  fields: RuleField[];
}

/** One threshold whose score moved. */
export interface ChangedThreshold {
  key: keyof RuleThresholds;
  before: number;
  after: number;
}

/** The difference between two bodies; all empty when they are the same. */
export interface BodyDiff {
  added: Rule[];
  removed: Rule[];
  changed: ChangedRule[];
  thresholds: ChangedThreshold[];
}

const FIELDS: readonly RuleField[] = ['name', 'expression', 'effect', 'enabled', 'openCase'];

/** A field's value for comparing; an absent openCase is the API's default, false. */
const valueOf = (rule: Rule, field: RuleField): unknown =>
  field === 'openCase' ? (rule.openCase ?? false) : rule[field];
const THRESHOLDS: readonly (keyof RuleThresholds)[] = ['suspicious', 'risky', 'declined'];

/** The difference from `before` (null: nothing before, the first version) to `after`. */
export function diffBodies(before: RuleSetBody | null, after: RuleSetBody): BodyDiff {
  const old = new Map((before?.rules ?? []).map((rule) => [rule.id, rule]));
  const now = new Set(after.rules.map((rule) => rule.id));
  const changed: ChangedRule[] = [];
  const added: Rule[] = [];
  for (const rule of after.rules) {
    const previous = old.get(rule.id);
    if (!previous) {
      added.push(rule);
      continue;
    }
    const fields = FIELDS.filter(
      (field) => JSON.stringify(valueOf(previous, field)) !== JSON.stringify(valueOf(rule, field)),
    );
    if (fields.length > 0) changed.push({ before: previous, after: rule, fields });
  }
  const removed = (before?.rules ?? []).filter((rule) => !now.has(rule.id));
  const thresholds = before
    ? THRESHOLDS.filter((key) => before.thresholds[key] !== after.thresholds[key]).map((key) => ({
        key,
        before: before.thresholds[key],
        after: after.thresholds[key],
      }))
    : [];
  return { added, removed, changed, thresholds };
}

/** True when the diff holds no change. */
export const isEmptyDiff = (diff: BodyDiff): boolean =>
  diff.added.length + diff.removed.length + diff.changed.length + diff.thresholds.length === 0;
