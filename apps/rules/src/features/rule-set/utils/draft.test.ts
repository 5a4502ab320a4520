import { describe, expect, it } from 'vitest';
import { formValuesOf, ruleFormProblems, ruleIdFor, ruleOf, thresholdsProblem } from './draft';

describe('the draft’s local checks', () => {
  it('makes a rule id of lower case words and dashes, unique in the draft', () => {
    expect(ruleIdFor('Decline disposable E-mails!', new Set())).toBe('decline-disposable-e-mails');
    expect(ruleIdFor('Tor', new Set(['tor', 'tor-2']))).toBe('tor-3');
    expect(ruleIdFor('???', new Set())).toBe('rule');
  });

  it('refuses points outside -1000..1000 or not whole', () => {
    const values = { ...formValuesOf(null), name: 'A', expression: 'ip.tor' };
    expect(ruleFormProblems(values)).toEqual({});
    expect(ruleFormProblems({ ...values, points: '1.5' }).points).toBe(
      'Points are a whole number from -1000 to 1000.',
    );
    expect(ruleFormProblems({ ...values, points: '-1001' }).points).toBeDefined();
    expect(ruleOf({ ...values, points: '-20' }, 'a').effect).toEqual({
      kind: 'score',
      points: -20,
    });
  });

  it('keeps openCase only when asked for and the effect can send a report to review', () => {
    const values = { ...formValuesOf(null), name: 'A', expression: 'ip.tor' };
    expect(ruleOf(values, 'a')).not.toHaveProperty('openCase');
    expect(ruleOf({ ...values, openCase: true }, 'a').openCase).toBe(true);
    const review = {
      ...values,
      kind: 'force' as const,
      outcome: 'review' as const,
      openCase: true,
    };
    expect(ruleOf(review, 'a').openCase).toBe(true);
    expect(ruleOf({ ...review, outcome: 'decline' }, 'a')).not.toHaveProperty('openCase');
    expect(formValuesOf({ ...ruleOf(review, 'a') }).openCase).toBe(true);
  });

  it('wants thresholds whole, within 0..10000 and going up', () => {
    expect(thresholdsProblem({ suspicious: 30, risky: 60, declined: 90 })).toBeNull();
    expect(thresholdsProblem({ suspicious: 30, risky: 30, declined: 30 })).toBeNull();
    expect(thresholdsProblem({ suspicious: 30, risky: 20, declined: 90 })).toBe(
      'Thresholds go up: Suspicious ≤ Risky ≤ Declined.',
    );
    expect(thresholdsProblem({ suspicious: Number.NaN, risky: 20, declined: 90 })).toBe(
      'Each threshold is a whole score from 0 to 10000.',
    );
  });
});
