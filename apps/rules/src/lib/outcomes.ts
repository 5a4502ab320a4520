/** The four decision outcomes in the order the product lists them, with their labels. */
import { statusLabel } from '@pulse/ui';
import type { DecisionOutcome, RuleEffect } from '@pulse/api-client';

/** Best to worst, as the report statuses are listed (spec §7). */
export const OUTCOMES: readonly DecisionOutcome[] = ['VERIFIED', 'SUSPICIOUS', 'RISKY', 'DECLINED'];

/** The label of an outcome, as reports show it. */
export const outcomeLabel = (outcome: DecisionOutcome): string => statusLabel(outcome);

const FORCED: Record<'allow' | 'review' | 'decline', string> = {
  allow: 'Allow',
  review: 'Review',
  decline: 'Decline',
};

/** An effect in words: "+20 points", "−10 points", "Forces Decline". */
export function effectLabel(effect: RuleEffect): string {
  if (effect.kind === 'force') return `Forces ${FORCED[effect.outcome]}`;
  const sign = effect.points > 0 ? '+' : effect.points < 0 ? '−' : '';
  const points = Math.abs(effect.points);
  return `${sign}${points} ${points === 1 ? 'point' : 'points'}`;
}
