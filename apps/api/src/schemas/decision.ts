/**
 * Wire schemas of a decision of the decision rules (docs/adr/0058-decision-rules.md): the rules'
 * routes (`POST /rules/try`) answer `RuleDecision`; every lookup, screening and combined check, and
 * the report it stores, carry `ReportDecision` when the tenant has a rule set for the call's mode.
 */
import { Type } from 'typebox';
import { OUTCOMES } from '../domain/rules/types.js';
import { LiteralUnion } from './literal-union.js';

export const Outcome = LiteralUnion(OUTCOMES, {
  description: 'VERIFIED, SUSPICIOUS, RISKY or DECLINED',
});

export const RuleEffect = Type.Union([
  Type.Object({
    kind: Type.Literal('score'),
    points: Type.Integer({ minimum: -1000, maximum: 1000, description: 'Added to the score' }),
  }),
  Type.Object({
    kind: Type.Literal('force'),
    outcome: LiteralUnion(['allow', 'review', 'decline'] as const, {
      description: 'allow → VERIFIED, review → RISKY, decline → DECLINED; decline > review > allow',
    }),
  }),
]);

const decisionFields = {
  outcome: Outcome,
  score: Type.Integer({ description: 'Sum of the points of the score rules that fired' }),
  fired: Type.Array(
    Type.Object({
      ruleId: Type.String(),
      name: Type.String(),
      effect: RuleEffect,
      openCase: Type.Optional(
        Type.Literal(true, {
          description: 'The rule asks for a case when the outcome is SUSPICIOUS or RISKY',
        }),
      ),
    }),
  ),
  skipped: Type.Array(
    Type.Object({ ruleId: Type.String(), name: Type.String(), message: Type.String() }),
    { description: 'Rules that failed at run time (a missing field): counted as not fired' },
  ),
  version: Type.Union([
    Type.Integer({ description: 'The version decided with; null for the draft' }),
    Type.Null(),
  ]),
};

/** The decision of a rule set on one report. */
export const RuleDecision = Type.Object(decisionFields);

/**
 * The decision a lookup answers and its report stores: the rule set of the call's mode decided it.
 * Absent when the tenant has no rule set for that mode.
 */
export const ReportDecision = Type.Object(
  {
    ...decisionFields,
    mode: LiteralUnion(['live', 'test'] as const, {
      description: 'The mode of the rule set: the mode of the call',
    }),
  },
  {
    description:
      "The decision of the tenant's rule set of the call's mode; absent without a rule set for that mode",
  },
);
