// Compiling rule expressions (src/domain/rules/compile.ts): typed against the signals, refused
// with a 1-based position and the checker's message, bounded in length, nodes and depth.
import { describe, expect, it } from 'vitest';
import {
  compileExpression,
  EXPRESSION_LIMITS,
  MAX_EXPRESSION_LENGTH,
  positionOf,
} from '../../../src/domain/rules/compile.js';
import { celSchemas, signalCatalogue } from '../../../src/domain/rules/signals.js';

const problems = (e: string) => {
  const c = compileExpression(e);
  return c.ok ? [] : c.problems;
};

describe('positionOf', () => {
  it('counts lines and columns from 1', () => {
    expect(positionOf('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(positionOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
    expect(positionOf('ab', 99)).toEqual({ line: 1, column: 3 });
  });
});

describe('compileExpression', () => {
  it('accepts bool expressions over every kind of signal', () => {
    for (const e of [
      'email.disposable',
      'ip.asn == 15169 && ip.countryCode in ["RU", "KP"]',
      'aml.bestScore >= 0.85 || aml.lists.exists(l, l.startsWith("OFAC"))',
      'phone.fraudScore > 70 && phone.lineType == "VOIP"',
      'has(email.disposable) && report.service == "emailLookup"',
      'address.distanceKm > 500.0',
    ])
      expect(problems(e), e).toEqual([]);
  });

  it('refuses a syntax error at its position', () => {
    expect(problems('ip.tor &&')).toEqual([
      { line: 1, column: 10, message: 'Unexpected token: EOF' },
    ]);
  });

  it('refuses an unknown field, a wrong type and a non-bool result', () => {
    expect(problems('ip.nosuch')).toEqual([{ line: 1, column: 4, message: 'No such key: nosuch' }]);
    expect(problems('bin.prepaid + 1')[0]?.message).toMatch(/no such overload/);
    expect(problems('ip.asn')[0]?.message).toBe(
      'A rule must give a bool; this expression gives int',
    );
    expect(problems('unknown.x')[0]?.message).toMatch(/Unknown variable/);
  });

  it('refuses an empty or over-long expression', () => {
    expect(problems('  ')[0]?.message).toBe('The expression is empty');
    expect(problems('x'.repeat(MAX_EXPRESSION_LENGTH + 1))[0]).toMatchObject({
      line: 1,
      column: 1,
      message: `The expression is longer than ${MAX_EXPRESSION_LENGTH} characters`,
    });
  });

  it('applies the parser limits: AST nodes and depth', () => {
    const many = Array.from({ length: 300 }, () => 'true').join('||');
    expect(problems(many)[0]?.message).toBe(
      `Exceeded maxAstNodes (${EXPRESSION_LIMITS.maxAstNodes})`,
    );
    const deep = `${'('.repeat(40)}ip.tor${')'.repeat(40)}`;
    expect(problems(deep)[0]?.message).toBe(`Exceeded maxDepth (${EXPRESSION_LIMITS.maxDepth})`);
  });
});

describe('the signal catalogue', () => {
  it('names every signal by its CEL path, once, with the schema the checker uses', () => {
    const names = signalCatalogue().flatMap((g) => g.signals.map((s) => s.name));
    expect(new Set(names).size).toBe(names.length);
    const schemas = celSchemas();
    for (const g of signalCatalogue())
      for (const s of g.signals)
        expect(schemas[g.service][s.name.slice(g.service.length + 1)]).toBe(s.type);
  });
});
