/** The shapes of the decision-rule routes (docs/api-contract.md "Decision rules"). */
import { Type } from 'typebox';
import { MAX_EXPRESSION_LENGTH } from '../../domain/rules/compile.js';
import { ErrorBody, LiteralUnion, Mode } from '../schemas.js';
import { Outcome, RuleDecision, RuleEffect } from '../../schemas/decision.js';

export { Outcome, RuleDecision, RuleEffect };

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) =>
  Type.Union([t, Type.Null()]);

export const Rule = Type.Object({
  id: Type.String({ pattern: '^[a-z0-9-]{1,64}$', description: 'Made by the client; unique' }),
  name: Type.String({ minLength: 1, maxLength: 80 }),
  expression: Type.String({
    minLength: 1,
    maxLength: MAX_EXPRESSION_LENGTH,
    description: 'CEL over the signals (GET /rules/signals); must give a bool',
  }),
  effect: RuleEffect,
  enabled: Type.Boolean(),
  openCase: Type.Optional(
    Type.Boolean({
      description:
        'Open a case in the case review when the rule fires and the outcome is SUSPICIOUS or ' +
        'RISKY (default false); refused on a rule that forces decline',
    }),
  ),
});

const Threshold = Type.Integer({ minimum: 0, maximum: 10000 });

export const RuleThresholds = Type.Object(
  { suspicious: Threshold, risky: Threshold, declined: Threshold },
  { description: 'Score thresholds (each inclusive), suspicious <= risky <= declined' },
);

export const RuleSetBody = Type.Object({
  rules: Type.Array(Rule, { maxItems: 100 }),
  thresholds: RuleThresholds,
});

export const RuleVersionSummary = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  mode: Mode,
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.String({ description: 'The e-mail address of the member who published it' }),
  note: Nullable(Type.String()),
  approvedBy: Nullable(
    Type.String({
      description:
        'Under four-eyes, the e-mail address of the owner or admin who approved it; else null',
    }),
  ),
});

export const PublishRequest = Type.Object({
  id: Type.String({ format: 'uuid' }),
  mode: Mode,
  note: Nullable(Type.String()),
  requestedBy: Type.String({ description: 'The e-mail address of the member who asked' }),
  requestedAt: Type.String({ format: 'date-time' }),
  status: LiteralUnion(['pending', 'approved', 'rejected'] as const),
  decidedBy: Nullable(Type.String({ description: 'E-mail address of who approved or rejected' })),
  decidedAt: Nullable(Type.String({ format: 'date-time' })),
  version: Nullable(Type.Integer({ minimum: 1, description: 'The version an approval published' })),
});

export const PublishRequestAnswer = Type.Object({ request: PublishRequest });

export const RuleSetState = Type.Object({
  draft: Type.Object({
    body: RuleSetBody,
    updatedAt: Type.String({ format: 'date-time', description: 'Epoch before the first save' }),
    updatedBy: Nullable(Type.String({ description: 'E-mail address; null before the first save' })),
  }),
  live: Nullable(RuleVersionSummary),
  test: Nullable(RuleVersionSummary),
  pending: Type.Array(PublishRequest, {
    maxItems: 2,
    description: 'Publish requests waiting for approval (four-eyes), at most one per mode',
  }),
});

export const RuleVersionList = Type.Object({
  versions: Type.Array(Type.Intersect([RuleVersionSummary, Type.Object({ body: RuleSetBody })]), {
    description: 'Newest first',
  }),
});

const Position = {
  line: Type.Integer({ minimum: 1, description: '1-based line in the expression' }),
  column: Type.Integer({ minimum: 1, description: '1-based column in the expression' }),
  message: Type.String({ description: "The checker's message" }),
};

export const RuleValidation = Type.Object({
  valid: Type.Boolean(),
  problems: Type.Array(Type.Object(Position)),
});

/** 400 RULE_INVALID: every rule that does not parse, type-check or give a bool. */
export const RuleInvalidError = Type.Intersect([
  ErrorBody,
  Type.Object({
    problems: Type.Optional(
      Type.Array(
        Type.Object({
          ruleIndex: Type.Integer({ minimum: 0, description: '0-based index in `rules`' }),
          ruleId: Type.String(),
          ...Position,
        }),
      ),
    ),
  }),
]);

export const RuleSignals = Type.Object({
  services: Type.Array(
    Type.Object({
      service: Type.String({ description: 'The CEL variable: email, phone, ip, bin, address…' }),
      label: Type.String(),
      signals: Type.Array(
        Type.Object({
          name: Type.String({ description: 'The CEL path, e.g. `email.disposable`' }),
          type: LiteralUnion(['bool', 'int', 'double', 'string', 'list<string>'] as const),
          description: Type.String(),
        }),
      ),
    }),
  ),
});

const OutcomeCounts = Type.Object({
  VERIFIED: Type.Integer(),
  SUSPICIOUS: Type.Integer(),
  RISKY: Type.Integer(),
  DECLINED: Type.Integer(),
});

export const BacktestParams = Type.Object({
  from: Type.String({ format: 'date', description: 'First UTC day (YYYY-MM-DD), included' }),
  to: Type.String({ format: 'date', description: 'Last UTC day, included; at most 366 days' }),
  mode: Type.Optional(Mode),
});

export const BacktestResult = Type.Object({
  total: Type.Integer({ description: 'Reports decided (ERROR reports are left out)' }),
  live: OutcomeCounts,
  draft: OutcomeCounts,
  changed: Type.Integer(),
  sample: Type.Array(
    Type.Object({
      referenceId: Type.String(),
      service: Type.String(),
      requestDateTime: Type.String({ format: 'date-time' }),
      before: Outcome,
      after: Outcome,
    }),
    { maxItems: 20 },
  ),
  hits: Type.Array(
    Type.Object({ ruleId: Type.String(), name: Type.String(), count: Type.Integer() }),
  ),
  elapsedMs: Type.Integer(),
});

export const BacktestJob = Type.Object({
  id: Type.String({ format: 'uuid' }),
  status: LiteralUnion(['queued', 'running', 'done', 'failed'] as const),
  progress: Type.Object(
    {
      done: Type.Integer({ minimum: 0, description: 'Reports decided so far' }),
      total: Type.Integer({ minimum: 0, description: 'Reports of the period' }),
    },
    {
      description:
        'Updated after each batch of reports; a run a stopped process left starts again from 0',
    },
  ),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Nullable(Type.String({ format: 'date-time' })),
  result: Nullable(BacktestResult),
  error: Nullable(Type.String()),
});

export const BacktestJobAnswer = Type.Object({ backtest: BacktestJob });

export const RuleTryResult = Type.Object({
  referenceId: Type.String(),
  service: Type.String(),
  decision: RuleDecision,
});
