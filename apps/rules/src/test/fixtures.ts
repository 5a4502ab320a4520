/** The rules tests' API answers, shaped as the contract's. */
import type {
  BacktestResult,
  Rule,
  RuleSetState,
  RuleSignals,
  RuleVersionList,
} from '@pulse/api-client';

/** A rule declining disposable e-mails. */
export const disposableRule: Rule = {
  id: 'disposable-email',
  name: 'Disposable e-mail',
  expression: 'email.disposable',
  effect: { kind: 'force', outcome: 'decline' },
  enabled: true,
};

/** A rule adding points for Tor. */
export const torRule: Rule = {
  id: 'tor-exit',
  name: 'Tor exit node',
  expression: 'ip.tor == true',
  effect: { kind: 'score', points: 40 },
  enabled: false,
};

/** The rule set state: the draft with `rules`, a live version 2 unless `live` is null. */
export function ruleSetState(
  rules: Rule[] = [disposableRule, torRule],
  changes: Partial<RuleSetState> = {},
): RuleSetState {
  return {
    draft: {
      body: { rules, thresholds: { suspicious: 30, risky: 60, declined: 90 } },
      updatedAt: '2026-12-01T10:00:00.000Z',
      updatedBy: 'ada@example.com',
    },
    live: {
      version: 2,
      mode: 'live',
      createdAt: '2026-11-30T09:00:00.000Z',
      createdBy: 'ada@example.com',
      note: null,
      approvedBy: null,
    },
    test: null,
    pending: [],
    ...changes,
  };
}

/** The signals of two services. */
export const signals: RuleSignals = {
  services: [
    {
      service: 'email',
      label: 'Email Validation',
      signals: [
        { name: 'email.disposable', type: 'bool', description: 'A throwaway mailbox provider.' },
        {
          name: 'email.domainAgeDays',
          type: 'int',
          description: 'Days since the domain was registered.',
        },
      ],
    },
    {
      service: 'ip',
      label: 'IP Lookup',
      signals: [{ name: 'ip.tor', type: 'bool', description: 'A Tor exit node.' }],
    },
  ],
};

/** A backtest where the draft declines 3 more reports. */
export const backtest: BacktestResult = {
  total: 120,
  live: { VERIFIED: 100, SUSPICIOUS: 10, RISKY: 6, DECLINED: 4 },
  draft: { VERIFIED: 97, SUSPICIOUS: 10, RISKY: 6, DECLINED: 7 },
  changed: 3,
  sample: [
    {
      referenceId: 'rpt_abc123',
      service: 'emailValidation',
      requestDateTime: '2026-11-20T08:00:00.000Z',
      before: 'VERIFIED',
      after: 'DECLINED',
    },
  ],
  hits: [
    { ruleId: 'disposable-email', name: 'Disposable e-mail', count: 3 },
    { ruleId: 'tor-exit', name: 'Tor exit node', count: 0 },
  ],
  elapsedMs: 42,
};

/** Two versions, newest first: version 2 added the Tor rule and moved a threshold. */
export const versions: RuleVersionList = {
  versions: [
    {
      version: 2,
      mode: 'live',
      createdAt: '2026-11-30T09:00:00.000Z',
      createdBy: 'ada@example.com',
      note: 'Tor scores',
      approvedBy: null,
      body: {
        rules: [
          { ...disposableRule, expression: 'email.disposable && email.domainAgeDays < 30' },
          torRule,
        ],
        thresholds: { suspicious: 30, risky: 50, declined: 90 },
      },
    },
    {
      version: 1,
      mode: 'live',
      createdAt: '2026-11-29T09:00:00.000Z',
      createdBy: 'bob@example.com',
      note: null,
      approvedBy: null,
      body: { rules: [disposableRule], thresholds: { suspicious: 30, risky: 60, declined: 90 } },
    },
  ],
};
