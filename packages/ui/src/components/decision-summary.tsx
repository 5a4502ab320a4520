/**
 * DecisionSummary: what a customer's decision rules made of one lookup (docs/adr/0058-decision-rules.md):
 * the outcome as a status badge, the score, the rule set version and mode, the rules that fired with
 * their effects and the rules that were skipped with their messages. Plain props: the apps map their
 * API types onto {@link DecisionSummaryValue}.
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

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function effectOf(v: unknown): DecisionRuleEffect | null {
  if (!isObj(v)) return null;
  if (v.kind === 'score' && typeof v.points === 'number')
    return { kind: 'score', points: v.points };
  if (
    v.kind === 'force' &&
    (v.outcome === 'allow' || v.outcome === 'review' || v.outcome === 'decline')
  )
    return { kind: 'force', outcome: v.outcome };
  return null;
}

/**
 * The decision in an answer, or null when there is none or it is not shaped like one (an answer
 * without a rule set has no `decision`). Rules without a readable id, name or effect are left out.
 */
export function toDecisionSummary(v: unknown): DecisionSummaryValue | null {
  if (!isObj(v) || typeof v.outcome !== 'string' || typeof v.score !== 'number') return null;
  const rules = (list: unknown) =>
    (Array.isArray(list) ? list : []).filter(
      (r): r is Record<string, unknown> =>
        isObj(r) && typeof r.ruleId === 'string' && typeof r.name === 'string',
    );
  return {
    outcome: v.outcome,
    score: v.score,
    fired: rules(v.fired).flatMap((r) => {
      const effect = effectOf(r.effect);
      return effect ? [{ ruleId: r.ruleId as string, name: r.name as string, effect }] : [];
    }),
    skipped: rules(v.skipped).map((r) => ({
      ruleId: r.ruleId as string,
      name: r.name as string,
      message: typeof r.message === 'string' ? r.message : '',
    })),
    version: typeof v.version === 'number' ? v.version : null,
    mode: v.mode === 'test' ? 'test' : 'live',
  };
}
