/**
 * DecisionSummary: what a customer's decision rules made of one lookup (docs/adr/0058-decision-rules.md):
 * the outcome as a status badge, the score, the rule set version and mode, the rules that fired with
 * their effects and the rules that were skipped with their messages. Plain props: this package has no
 * API client; the API's decision fits {@link DecisionSummaryValue} as it is.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { List, Stack, Text } from '@chakra-ui/react';
import { KeyValueList } from './key-value-list';
import { StatusBadge } from './status-badge';

/** A rule's effect: points added to the score, or an outcome it forces. */
export type DecisionRuleEffect =
  { kind: 'score'; points: number } | { kind: 'force'; outcome: 'allow' | 'review' | 'decline' };

/** A decision as the summary shows it (the API's decision, without any client type). */
export interface DecisionSummaryValue {
  /** VERIFIED, SUSPICIOUS, RISKY or DECLINED. */
  outcome: string;
  score: number;
  fired: readonly { ruleId: string; name: string; effect: DecisionRuleEffect }[];
  skipped: readonly { ruleId: string; name: string; message: string }[];
  /** The rule set version; null for a draft. */
  version: number | null;
  mode: 'live' | 'test';
}

export interface DecisionSummaryProps {
  decision: DecisionSummaryValue;
  /** Level of the "Rules that fired" and "Skipped rules" headings; default h3. */
  subheadingAs?: 'h3' | 'h4' | 'h5';
  /** Shown last, e.g. the link to the rules pages (the app gives it: this package has no router). */
  footer?: ReactNode;
}

/**
 * "+30 points", "−5 points", "+1 point", "0 points", or "Forces decline" (sentence case). A
 * negative number takes the minus sign (U+2212), not the hyphen: screen readers say "minus", and
 * it lines up with the plus.
 */
export function ruleEffectLabel(effect: DecisionRuleEffect): string {
  if (effect.kind === 'force') return `Forces ${effect.outcome}`;
  const sign = effect.points > 0 ? '+' : effect.points < 0 ? '\u2212' : '';
  const points = Math.abs(effect.points);
  return `${sign}${points} ${points === 1 ? 'point' : 'points'}`;
}

/** "Version 3 (live)", or "Draft (test)" when the decision came from a draft. */
export function ruleSetVersionLabel(version: number | null, mode: 'live' | 'test'): string {
  return `${version === null ? 'Draft' : `Version ${version}`} (${mode})`;
}

interface RuleListProps {
  title: string;
  headingAs: 'h3' | 'h4' | 'h5';
  /** Each rule's name and what is said of it (its effect, or why it was skipped). */
  rules: readonly { ruleId: string; name: string; detail: ReactNode }[];
  /** Shown instead of the list when there is no rule; the section is left out without it. */
  empty?: string;
}

/** A titled list of rules, named by its heading: "name: detail" each. */
function RuleList({ title, headingAs, rules, empty }: RuleListProps) {
  const headingId = useId();
  if (rules.length === 0 && empty === undefined) return null;
  return (
    <section aria-labelledby={headingId}>
      <Text as={headingAs} id={headingId} fontWeight="semibold" mb="2">
        {title}
      </Text>
      {rules.length > 0 ? (
        <List.Root ps="5" gap="1" aria-labelledby={headingId}>
          {rules.map((rule) => (
            <List.Item key={rule.ruleId}>
              <Text as="span" fontWeight="medium">
                {rule.name}
              </Text>
              {': '}
              {rule.detail}
            </List.Item>
          ))}
        </List.Root>
      ) : (
        <Text color="fg.muted">{empty}</Text>
      )}
    </section>
  );
}

/** Outcome, score, version and mode, then the fired and the skipped rules, each a named list. */
export function DecisionSummary({ decision, subheadingAs = 'h3', footer }: DecisionSummaryProps) {
  return (
    <Stack gap="4">
      <KeyValueList
        rows={[
          { label: 'Outcome', value: <StatusBadge status={decision.outcome} /> },
          { label: 'Score', value: String(decision.score) },
          { label: 'Rule set', value: ruleSetVersionLabel(decision.version, decision.mode) },
        ]}
      />
      <RuleList
        title="Rules that fired"
        headingAs={subheadingAs}
        empty="No rule fired."
        rules={decision.fired.map((rule) => ({ ...rule, detail: ruleEffectLabel(rule.effect) }))}
      />
      <RuleList
        title="Skipped rules"
        headingAs={subheadingAs}
        rules={decision.skipped.map((rule) => ({
          ...rule,
          detail: (
            <Text as="span" color="fg.muted">
              {rule.message}
            </Text>
          ),
        }))}
      />
      {footer}
    </Stack>
  );
}
