// The pure rules of cases opened by decision rules (services/cases/rules-case.ts): which fired
// rules ask for a case in which outcomes, the subject a request gives, and an AML case joined
// rather than a second one opened.
import { describe, expect, it } from 'vitest';
import type { ReportDecision } from '../../src/domain/rules/types.js';
import type { CaseDraft } from '../../src/repositories/cases.js';
import {
  requestSubject,
  rulesAskingForCase,
  withRulesCase,
} from '../../src/services/cases/rules-case.js';
import { subjectKey } from '../../src/services/cases/subject.js';

const decision = (outcome: ReportDecision['outcome']): ReportDecision => ({
  outcome,
  score: 40,
  fired: [
    { ruleId: 'asks', name: 'Asks', effect: { kind: 'score', points: 30 }, openCase: true },
    { ruleId: 'quiet', name: 'Quiet', effect: { kind: 'score', points: 10 } },
  ],
  skipped: [],
  version: 2,
  mode: 'live',
});

const report = (outcome: ReportDecision['outcome'], inputRequest: unknown = {}) => ({
  referenceId: 'rpt_1',
  tenantId: 't1',
  service: 'emailLookup',
  mode: 'test',
  inputRequest,
  result: {},
  requestDateTime: new Date('2026-12-01T10:00:00Z'),
  decision: decision(outcome),
});

describe('rules asking for a case', () => {
  it('are the fired rules with openCase, in SUSPICIOUS and RISKY outcomes only', () => {
    expect(rulesAskingForCase(decision('SUSPICIOUS'))).toEqual([{ ruleId: 'asks', name: 'Asks' }]);
    expect(rulesAskingForCase(decision('RISKY'))).toEqual([{ ruleId: 'asks', name: 'Asks' }]);
    expect(rulesAskingForCase(decision('DECLINED'))).toEqual([]);
    expect(rulesAskingForCase(decision('VERIFIED'))).toEqual([]);
    expect(rulesAskingForCase(undefined)).toEqual([]);
  });
});

describe('the subject of a rules case', () => {
  it("keeps a person's personal fields, trimmed, and the AML subject key of their name", () => {
    expect(
      requestSubject({
        f_name: ' Olivia ',
        l_name: 'Hart',
        dob: '1990-02-03',
        email: 'olivia@acme-corp.com',
        ipAddress: '8.8.8.8',
        bin: '411111',
        phone: '',
      }),
    ).toEqual({
      kind: 'person',
      subject: {
        name: 'Olivia Hart',
        dob: '1990-02-03',
        email: 'olivia@acme-corp.com',
        ip: '8.8.8.8',
      },
      key: subjectKey('person', 'Olivia Hart', '1990-02-03'),
    });
  });

  it('names a business by its company, and keys a nameless subject by its fields', () => {
    expect(requestSubject({ company: 'Acme Trading', country: 'GB' })).toEqual({
      kind: 'business',
      subject: { name: 'Acme Trading', country: 'GB' },
      key: subjectKey('business', 'Acme Trading'),
    });
    expect(requestSubject({ email: 'A@B.example' })).toEqual({
      kind: 'person',
      subject: { email: 'A@B.example' },
      key: 'other|email=a@b.example',
    });
    expect(requestSubject(null)).toEqual({ kind: 'person', subject: {}, key: 'other|' });
  });
});

describe('the cases a decided report opens', () => {
  it('opens one rules case in the report’s mode, with the batch id, and none without a rule asking', () => {
    expect(withRulesCase([], report('RISKY', { email: 'a@b.example' }), 'b1')).toEqual([
      expect.objectContaining({
        origin: 'rules',
        mode: 'test',
        service: 'emailLookup',
        subject: { email: 'a@b.example' },
        batchId: 'b1',
        decision: 'RISKY',
        matches: [],
        rules: [{ ruleId: 'asks', name: 'Asks' }],
      }),
    ]);
    expect(withRulesCase([], report('DECLINED'), null)).toEqual([]);
  });

  it('gives the rules to each AML case of the report instead of opening another', () => {
    const aml = { origin: 'lookup', reportId: 'rpt_1' } as CaseDraft;
    expect(withRulesCase([aml, aml], report('SUSPICIOUS'), null)).toEqual([
      { ...aml, rules: [{ ruleId: 'asks', name: 'Asks' }] },
      { ...aml, rules: [{ ruleId: 'asks', name: 'Asks' }] },
    ]);
    expect(withRulesCase([aml], report('VERIFIED'), null)).toEqual([aml]);
  });
});
