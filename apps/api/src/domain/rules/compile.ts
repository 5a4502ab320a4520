/**
 * Compiling decision-rule expressions (docs/adr/0058-decision-rules.md): CEL through
 * `@marcbachmann/cel-js`, type-checked against the signals' schema (signals.ts). Every limit is
 * set at parse time, because CEL has no loops and the library has no run-time budget: the length
 * of the text, the AST nodes and their depth, and the literal sizes bound the work of one rule.
 */
import { Environment, ParseError, type ParseResult } from '@marcbachmann/cel-js';
import { celSchemas, SIGNAL_GROUPS } from './signals.js';
import type { ExpressionProblem } from './types.js';

/** The longest expression accepted, in characters. */
export const MAX_EXPRESSION_LENGTH = 2000;

/**
 * The parser's structural limits: a 2,000-character rule needs far fewer than 500 nodes, and
 * comprehensions over the signals' short lists (MX hosts, AML lists) stay cheap at depth 32.
 */
export const EXPRESSION_LIMITS = {
  maxAstNodes: 500,
  maxDepth: 32,
  maxListElements: 100,
  maxMapEntries: 100,
  maxCallArguments: 8,
} as const;

/** A compiled expression: evaluates to the expression's value, throws on a run-time failure. */
export type Program = ParseResult;

let shared: Environment | undefined;

/** The one checking environment: every signal group as a typed variable. */
function environment(): Environment {
  if (!shared) {
    const env = new Environment({ limits: EXPRESSION_LIMITS });
    const schemas = celSchemas();
    for (const g of SIGNAL_GROUPS) env.registerVariable({ name: g, schema: schemas[g] });
    shared = env;
  }
  return shared;
}

/** 1-based line and column of a 0-based offset in `text`. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

interface CelFailure {
  summary?: string;
  message: string;
  range?: { start: number };
  node?: { pos?: number };
}

/** A library error as a problem: its own message (without the excerpt) at its position. */
function problemOf(text: string, err: CelFailure): ExpressionProblem {
  const offset = err.range?.start ?? err.node?.pos ?? 0;
  const message = err.summary ?? err.message.split('\n')[0] ?? 'Invalid expression';
  return { ...positionOf(text, offset), message };
}

/** The compiled program, or the problems that refuse the expression. */
export type Compiled =
  { ok: true; program: Program } | { ok: false; problems: ExpressionProblem[] };

/**
 * Parses and type-checks one rule expression; it must give a bool.
 * @param expression CEL text, at most {@link MAX_EXPRESSION_LENGTH} characters
 * @returns the program, or one problem with its 1-based line/column and the checker's message
 */
export function compileExpression(expression: string): Compiled {
  const refuse = (p: ExpressionProblem): Compiled => ({ ok: false, problems: [p] });
  if (expression.length > MAX_EXPRESSION_LENGTH)
    return refuse({
      line: 1,
      column: 1,
      message: `The expression is longer than ${MAX_EXPRESSION_LENGTH} characters`,
    });
  if (expression.trim() === '')
    return refuse({ line: 1, column: 1, message: 'The expression is empty' });
  let program: Program;
  try {
    program = environment().parse(expression);
  } catch (err) {
    if (err instanceof ParseError || err instanceof Error)
      return refuse(problemOf(expression, err as CelFailure));
    throw err;
  }
  const checked = program.check();
  if (!checked.valid)
    return refuse(
      checked.error
        ? problemOf(expression, checked.error)
        : { line: 1, column: 1, message: 'Invalid expression' },
    );
  if (checked.type !== 'bool')
    return refuse({
      line: 1,
      column: 1,
      message: `A rule must give a bool; this expression gives ${checked.type ?? 'no value'}`,
    });
  return { ok: true, program };
}
