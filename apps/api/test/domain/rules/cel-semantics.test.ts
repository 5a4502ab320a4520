// The CEL semantics decision rules rely on, from the areas of the cel-spec conformance suite
// (github.com/google/cel-spec, tests/simple: logic, comparisons, lists, strings, macros): a few
// cases of each, written over the signals and run through the rules' own environment (the spec's
// own cases run in cel-conformance.test.ts, on literals): a library upgrade that changes one of
// them fails here before it changes a tenant's decisions (docs/adr/0058-decision-rules.md).
import { describe, expect, it } from 'vitest';
import { compileExpression } from '../../../src/domain/rules/compile.js';
import type { Activation } from '../../../src/domain/rules/activation.js';

/** The value of a rule expression on `activation`, or `error` when it fails. */
function run(expression: string, activation: Activation): unknown {
  const c = compileExpression(expression);
  if (!c.ok) throw new Error(`${expression}: ${c.problems[0]?.message}`);
  try {
    return c.program(activation);
  } catch {
    return 'error';
  }
}

const email = { email: { disposable: true, domain: 'mail.example', mxRecords: ['a', 'b'] } };
const ip = { ip: { asn: 15169n, countryCode: 'RU' } };

describe('logic (cel-spec simple/logic)', () => {
  it('&& and || absorb an error when the other side decides, in either order', () => {
    // `phone` is absent: reading it is an error.
    expect(run('false && phone.isVoip', email)).toBe(false);
    expect(run('phone.isVoip && false', email)).toBe(false);
    expect(run('true || phone.isVoip', email)).toBe(true);
    expect(run('phone.isVoip || true', email)).toBe(true);
    expect(run('true && phone.isVoip', email)).toBe('error');
    expect(run('phone.isVoip || false', email)).toBe('error');
  });

  it('the conditional is strict in its condition only', () => {
    expect(run('email.disposable ? true : phone.isVoip', email)).toBe(true);
    expect(run('phone.isVoip ? true : true', email)).toBe('error');
  });
});

describe('comparisons and membership (cel-spec simple/comparisons, lists)', () => {
  it('compares ints with ints and doubles across types', () => {
    expect(run('ip.asn == 15169', ip)).toBe(true);
    expect(run('ip.asn > 15000', ip)).toBe(true);
    expect(run('ip.asn < 15169.5', ip)).toBe(true);
  });

  it('tests membership in list literals and string containment', () => {
    expect(run('ip.countryCode in ["RU", "KP"]', ip)).toBe(true);
    expect(run('"b" in email.mxRecords', email)).toBe(true);
    expect(run('email.domain.endsWith(".example") && email.domain.contains("mail")', email)).toBe(
      true,
    );
    expect(run('size(email.mxRecords) == 2', email)).toBe(true);
  });
});

describe('macros (cel-spec simple/macros)', () => {
  it('has() is false for an absent field and an error for an absent variable', () => {
    expect(run('has(email.dmarc)', email)).toBe(false);
    expect(run('has(email.disposable)', email)).toBe(true);
    expect(run('has(phone.isVoip)', email)).toBe('error');
  });

  it('exists and all run over a list', () => {
    expect(run('email.mxRecords.exists(m, m == "a")', email)).toBe(true);
    expect(run('email.mxRecords.all(m, size(m) == 1)', email)).toBe(true);
    expect(run('email.mxRecords.exists_one(m, m == "c")', email)).toBe(false);
  });
});
