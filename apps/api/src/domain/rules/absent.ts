/**
 * Which rules certainly fail on a report without some signal groups, decided from the AST alone
 * (docs/adr/0058-decision-rules.md "Backtest cost"): a report has only its service's groups, so
 * most rules of a mixed set read a variable the activation lacks. Evaluating them would throw, and
 * a thrown error costs far more than the rule itself; this answers the same without evaluating.
 * Follows CEL's error rules: `||`, `&&` and the comprehension macros can absorb an error, so they
 * fail only when every side does; everything else is strict in its operands.
 */
import type { ASTNode } from '@marcbachmann/cel-js';
import { SIGNAL_GROUPS } from './signals.js';

const GROUPS: ReadonlySet<string> = new Set(SIGNAL_GROUPS);
/** Macros whose predicate may fail for one element without failing the call. */
const ABSORBING_MACROS = new Set(['all', 'exists', 'exists_one', 'map', 'filter']);

type Node = { op: string; args: unknown };
const isNode = (v: unknown): v is Node =>
  v !== null && typeof v === 'object' && 'op' in v && 'args' in v;

/**
 * The absent group whose reading makes `node` fail whatever the values, or undefined when the
 * node may give a value (or an error only some values cause).
 * @param absent the signal groups the activation does not have
 */
export function certainFailure(
  node: ASTNode | Node,
  absent: ReadonlySet<string>,
): string | undefined {
  const n = node as Node;
  const args = n.args;
  switch (n.op) {
    case 'value':
      return undefined;
    case 'id':
      return typeof args === 'string' && GROUPS.has(args) && absent.has(args) ? args : undefined;
    case '||':
    case '&&': {
      const [a, b] = args as [Node, Node];
      const fa = certainFailure(a, absent);
      return fa !== undefined && certainFailure(b, absent) !== undefined ? fa : undefined;
    }
    case '?:': {
      const [c, t, e] = args as [Node, Node, Node];
      const fc = certainFailure(c, absent);
      if (fc !== undefined) return fc;
      const ft = certainFailure(t, absent);
      return ft !== undefined && certainFailure(e, absent) !== undefined ? ft : undefined;
    }
    case 'rcall': {
      const [name, receiver, params] = args as [string, Node, Node[]];
      const fr = certainFailure(receiver, absent);
      if (fr !== undefined || ABSORBING_MACROS.has(name)) return fr;
      return firstFailure(params, absent);
    }
    case 'call':
      return firstFailure((args as [string, Node[]])[1], absent);
    case 'map':
      return firstFailure((args as Array<[Node, Node]>).flat(), absent);
    default:
      // Member access, indexing, unary and binary operators, list literals: strict.
      return firstFailure(Array.isArray(args) ? args : [args], absent);
  }
}

function firstFailure(items: unknown[], absent: ReadonlySet<string>): string | undefined {
  for (const item of items) {
    if (!isNode(item)) continue;
    const f = certainFailure(item, absent);
    if (f !== undefined) return f;
  }
  return undefined;
}
