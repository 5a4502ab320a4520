/**
 * The four decision outcomes in the order the product lists them, with their labels. A rule's
 * effect in words is @pulse/ui's `ruleEffectLabel`, the one every app shows.
 */
import { statusLabel } from '@pulse/ui';
import type { DecisionOutcome } from '@pulse/api-client';

/** Best to worst, as the report statuses are listed (spec §7). */
export const OUTCOMES: readonly DecisionOutcome[] = ['VERIFIED', 'SUSPICIOUS', 'RISKY', 'DECLINED'];

/** The label of an outcome, as reports show it. */
export const outcomeLabel = (outcome: DecisionOutcome): string => statusLabel(outcome);
