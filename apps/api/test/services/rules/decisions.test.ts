// The rule set cache of the decisions on lookups: one read and one compile per version while the
// entry is fresh, a new version picked up after the TTL (and compiled then, not before), an
// invalidation taking effect at once, a read begun before an invalidation not kept, and no
// decision without a rule set of the mode.
import { describe, expect, it, vi } from 'vitest';
import { decisionEvent, RuleDecisions } from '../../../src/services/rules/decisions.js';
import type { RuleVersionRecord } from '../../../src/repositories/rules.js';
import type { RuleSetBody } from '../../../src/domain/rules/types.js';

const body = (points: number): RuleSetBody => ({
  rules: [
    {
      id: 'disposable',
      name: 'Disposable',
      expression: 'email.disposable',
      effect: { kind: 'score', points },
      enabled: true,
    },
  ],
  thresholds: { suspicious: 30, risky: 60, declined: 90 },
});

const version = (v: number, points: number): RuleVersionRecord => ({
  version: v,
  mode: 'live',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'a@b.example',
  note: null,
  approvedBy: null,
  body: body(points),
});

const report = {
  service: 'emailLookup',
  status: 'VERIFIED',
  requestType: 'api',
  result: { status: 'VERIFIED', response: { email: 'a@b.example', disposable: true } },
};

describe('RuleDecisions', () => {
  it('reads once while fresh, then picks up a new version after the TTL', async () => {
    let current: RuleVersionRecord | undefined = version(1, 40);
    const read = vi.fn(() => Promise.resolve(current));
    const decisions = new RuleDecisions({ current: read }, 50);
    const first = await decisions.decide('t1', 'live', report);
    expect(first).toMatchObject({ outcome: 'SUSPICIOUS', score: 40, version: 1, mode: 'live' });
    const set = await decisions.ruleSet('t1', 'live');
    await Promise.all([1, 2, 3].map(() => decisions.decide('t1', 'live', report)));
    expect(read).toHaveBeenCalledTimes(1);

    // Past the TTL with the same version: read again, the compiled set kept.
    await new Promise((r) => setTimeout(r, 60));
    expect(await decisions.ruleSet('t1', 'live')).toBe(set);
    expect(read).toHaveBeenCalledTimes(2);

    current = version(2, 95);
    await new Promise((r) => setTimeout(r, 60));
    expect(await decisions.decide('t1', 'live', report)).toMatchObject({
      outcome: 'DECLINED',
      version: 2,
    });
  });

  it('drops a tenant at once on invalidate, and keeps no read begun before it', async () => {
    let current: RuleVersionRecord | undefined = version(1, 40);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const slow = vi.fn(async () => {
      const seen = current;
      await gate;
      return seen;
    });
    const decisions = new RuleDecisions({ current: slow }, 60_000);
    const stale = decisions.ruleSet('t1', 'live');
    current = version(2, 95);
    decisions.invalidate('t1');
    release();
    expect((await stale)?.version).toBe(1);
    expect((await decisions.ruleSet('t1', 'live'))?.version).toBe(2);
  });

  it('decides nothing without a rule set of the mode', async () => {
    const decisions = new RuleDecisions({ current: () => Promise.resolve(undefined) });
    expect(await decisions.decide('t1', 'test', report)).toBeUndefined();
  });

  it('names the webhook of each outcome', () => {
    const d = (outcome: 'VERIFIED' | 'SUSPICIOUS' | 'RISKY' | 'DECLINED') => ({
      outcome,
      score: 0,
      fired: [],
      skipped: [],
      version: 1,
      mode: 'live' as const,
    });
    expect(decisionEvent(d('VERIFIED'))).toBeUndefined();
    expect(decisionEvent(d('SUSPICIOUS'))).toBe('decision.review');
    expect(decisionEvent(d('RISKY'))).toBe('decision.review');
    expect(decisionEvent(d('DECLINED'))).toBe('decision.declined');
  });
});
