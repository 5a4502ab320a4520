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

/** "+30 points", "-5 points", "+1 point", or "Forces decline". */
export function ruleEffectLabel(effect: DecisionRuleEffect): string {
  if (effect.kind === 'force') return `Forces ${effect.outcome}`;
  const sign = effect.points > 0 ? '+' : '';
  return `${sign}${effect.points} ${Math.abs(effect.points) === 1 ? 'point' : 'points'}`;
}

/** "Version 3 (live)", or "Draft (test)" when the decision came from a draft. */
export function ruleSetVersionLabel(version: number | null, mode: 'live' | 'test'): string {
  return `${version === null ? 'Draft' : `Version ${version}`} (${mode})`;
}

/** Outcome, score, version and mode, then the fired and the skipped rules, each a named list. */
export function DecisionSummary({ decision, subheadingAs = 'h3', footer }: DecisionSummaryProps) {
  const id = useId();
  const firedId = `${id}-fired`;
  const skippedId = `${id}-skipped`;
  return (
    <Stack gap="4">
      <KeyValueList
        rows={[
          { label: 'Outcome', value: <StatusBadge status={decision.outcome} /> },
          { label: 'Score', value: String(decision.score) },
          { label: 'Rule set', value: ruleSetVersionLabel(decision.version, decision.mode) },
        ]}
      />
      <section aria-labelledby={firedId}>
        <Text as={subheadingAs} id={firedId} fontWeight="semibold" mb="2">
          Rules that fired
        </Text>
        {decision.fired.length > 0 ? (
          <List.Root ps="5" gap="1" aria-labelledby={firedId}>
            {decision.fired.map((rule) => (
              <List.Item key={rule.ruleId}>
                <Text as="span" fontWeight="medium">
                  {rule.name}
                </Text>
                {': '}
                {ruleEffectLabel(rule.effect)}
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text color="fg.muted">No rule fired.</Text>
        )}
      </section>
      {decision.skipped.length > 0 ? (
        <section aria-labelledby={skippedId}>
          <Text as={subheadingAs} id={skippedId} fontWeight="semibold" mb="2">
            Skipped rules
          </Text>
          <List.Root ps="5" gap="1" aria-labelledby={skippedId}>
            {decision.skipped.map((rule) => (
              <List.Item key={rule.ruleId}>
                <Text as="span" fontWeight="medium">
                  {rule.name}
                </Text>
                {': '}
                <Text as="span" color="fg.muted">
                  {rule.message}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </section>
      ) : null}
      {footer}
    </Stack>
  );
}
