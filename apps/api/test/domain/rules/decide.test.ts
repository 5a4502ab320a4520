// Decisions (src/domain/rules/decide.ts) and the activation of stored reports
// (src/domain/rules/activation.ts): score thresholds, forced outcomes decline > review > allow,
// disabled rules, and rules skipped at run time for a field the report does not have.
import { describe, expect, it } from 'vitest';
import { certainFailure } from '../../../src/domain/rules/absent.js';
import { activationOf } from '../../../src/domain/rules/activation.js';
import { compileExpression } from '../../../src/domain/rules/compile.js';
import { compileRuleSet, decide, outcomeOf } from '../../../src/domain/rules/decide.js';
import type { Rule, RuleSetBody } from '../../../src/domain/rules/types.js';

const thresholds = { suspicious: 30, risky: 60, declined: 90 };
const score = (id: string, expression: string, points: number): Rule => ({
  id,
  name: id,
  expression,
  effect: { kind: 'score', points },
  enabled: true,
});
const force = (id: string, expression: string, outcome: 'allow' | 'review' | 'decline'): Rule => ({
  id,
  name: id,
  expression,
  effect: { kind: 'force', outcome },
  enabled: true,
});
const compiled = (rules: Rule[], version: number | null = null) => {
  const body: RuleSetBody = { rules, thresholds };
  const { ruleSet, problems } = compileRuleSet(body, version);
  expect(problems).toEqual([]);
  return ruleSet;
};

const email = (response: Record<string, unknown>, status = 'VERIFIED') =>
  activationOf({ service: 'emailLookup', status, result: { status, response } });

describe('outcomeOf', () => {
  it('maps the score by inclusive thresholds', () => {
    expect([0, 29, 30, 59, 60, 89, 90, 5000].map((s) => outcomeOf(s, thresholds))).toEqual([
      'VERIFIED',
      'VERIFIED',
      'SUSPICIOUS',
      'SUSPICIOUS',
      'RISKY',
      'RISKY',
      'DECLINED',
      'DECLINED',
    ]);
  });
});

describe('decide', () => {
  it('sums the points of the rules that fired', () => {
    const set = compiled([
      score('disposable', 'email.disposable', 40),
      score('free', 'email.freeProvider', 25),
      score('role', 'email.roleAccount', 100),
    ]);
    const d = decide(set, email({ disposable: true, freeProvider: true, roleAccount: false }));
    expect(d).toMatchObject({ outcome: 'RISKY', score: 65, skipped: [], version: null });
    expect(d.fired.map((f) => f.ruleId)).toEqual(['disposable', 'free']);
  });

  it('lets a forced outcome win over the score, decline > review > allow', () => {
    const a = email({ disposable: true });
    const rules = [
      score('big', 'true', 1000),
      force('allow', 'true', 'allow'),
      force('review', 'email.disposable', 'review'),
    ];
    expect(decide(compiled(rules), a).outcome).toBe('RISKY');
    expect(decide(compiled(rules.slice(0, 2)), a).outcome).toBe('VERIFIED');
    const all = [...rules, force('decline', 'email.disposable', 'decline')];
    expect(decide(compiled(all, 7), a)).toMatchObject({
      outcome: 'DECLINED',
      score: 1000,
      version: 7,
    });
  });

  it('ignores disabled rules', () => {
    const set = compiled([{ ...force('off', 'true', 'decline'), enabled: false }]);
    expect(decide(set, email({})).outcome).toBe('VERIFIED');
  });

  it('skips a rule that fails at run time and reports it, and still decides with the others', () => {
    const set = compiled([
      force('voip', 'phone.isVoip', 'decline'),
      score('unknown', 'email.disposable', 50),
      score('ok', 'email.validSyntax', 35),
    ]);
    // An email report: no `phone`; `disposable` unknown (null) is absent.
    const d = decide(set, email({ validSyntax: true, disposable: null }));
    expect(d.outcome).toBe('SUSPICIOUS');
    expect(d.skipped.map((s) => s.ruleId)).toEqual(['voip', 'unknown']);
    expect(d.skipped[0]?.message).toMatch(/phone/);
  });
});

describe('activationOf', () => {
  it('types the values: ints as BigInt, unknown fields absent, report fields always there', () => {
    const a = activationOf({
      service: 'ipLookup',
      status: 'RISKY',
      requestType: 'api',
      result: { status: 'RISKY', response: { asn: 15169, tor: true, vpn: null, city: 7 } },
    });
    expect(a).toEqual({
      report: { service: 'ipLookup', status: 'RISKY', requestType: 'api' },
      ip: { asn: 15169n, tor: true, status: 'RISKY' },
    });
  });

  it('reads every part of a combined fraud check, and leaves out a part that could not run', () => {
    const a = activationOf({
      service: 'fraudEngine',
      status: 'DECLINED',
      result: {
        status: 'DECLINED',
        response: {
          riskScore: 88,
          emailPulse: { status: 'DECLINED', response: { disposable: true } },
          ipPulse: { status: 'ERROR', response: null },
          phonePulse: null,
          businessAMLPulse: {
            status: 'RISKY',
            response: {
              foundRecords: [
                { score: 0.9, source_type: 'sanction', match_strength: 'match', source: 'UN' },
                { score: 0.72, source_type: 'pep', match_strength: 'weak', source: 'UN' },
              ],
            },
          },
        },
      },
    });
    expect(a.fraud).toEqual({ riskScore: 88n, status: 'DECLINED' });
    expect(a.email).toEqual({ disposable: true, status: 'DECLINED' });
    expect(a.ip).toBeUndefined();
    expect(a.phone).toBeUndefined();
    expect(a.aml).toEqual({
      matchCount: 2n,
      bestScore: 0.9,
      sanctioned: true,
      pep: true,
      lists: ['UN'],
      status: 'RISKY',
    });
  });

  it('maps nested fields of the address and BIN responses', () => {
    const bin = activationOf({
      service: 'binLookup',
      status: 'VERIFIED',
      result: { status: 'VERIFIED', response: { prepaid: true, country: { alpha2: 'GB' } } },
    });
    expect(bin.bin).toMatchObject({ prepaid: true, country: 'GB' });
    const address = activationOf({
      service: 'addressLookup',
      status: 'VERIFIED',
      result: {
        status: 'VERIFIED',
        response: {
          validation: { valid: true, precision: 'city', distanceKm: 12.5 },
          addressDetails: { countryCode: 'DE' },
          addressType: 'residential',
        },
      },
    });
    expect(address.address).toMatchObject({
      valid: true,
      precision: 'city',
      distanceKm: 12.5,
      countryCode: 'DE',
      addressType: 'residential',
    });
  });
});

describe('certainFailure (rules skipped without evaluating)', () => {
  it('claims a failure only where evaluating fails too, by CEL error rules', () => {
    const a = email({ disposable: true });
    const absent = new Set(['phone', 'ip', 'bin', 'address', 'aml', 'fraud']);
    const cases: Array<[string, boolean]> = [
      ['ip.tor', true],
      ['has(ip.tor)', true],
      ['ip.asn > 5 && email.disposable', false],
      ['ip.tor || ip.vpn', true],
      ['ip.tor || email.disposable', false],
      ['email.disposable ? ip.tor : phone.isVoip', true],
      ['email.disposable ? true : ip.tor', false],
      ['[1, 2].exists(x, ip.tor)', false],
      ['ip.countryCode in ["RU"]', true],
      ['size(bin.brand) > 2', true],
      ['email.disposable', false],
    ];
    for (const [expression, fails] of cases) {
      const compiled = compileExpression(expression);
      if (!compiled.ok) throw new Error(`${expression}: ${compiled.problems[0]?.message}`);
      expect(certainFailure(compiled.program.ast, absent) !== undefined, expression).toBe(fails);
      if (fails) expect(() => compiled.program(a), expression).toThrow();
    }
  });
});
