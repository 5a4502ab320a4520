/**
 * fast-check arbitraries from the JSON Schemas of apps/api/openapi.json: `valid(schema)` yields
 * values the schema accepts (mostly; patterns are approximated by stringMatching), `breaking(schema)`
 * yields values that break it in the ways clients get wrong: a wrong type, a missing or extra
 * field, an over-long or empty string, NUL and lone surrogates, deep nesting, arbitrary JSON.
 * `hints` maps a field name to realistic values (existing e-mails, ids), mixed in with the rest.
 */
import fc, { type Arbitrary } from 'fast-check';

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

export type Hints = Record<string, unknown[]>;

const NASTY = [
  'a\u0000b',
  'x\ud800',
  '\udfff',
  '',
  ' ',
  "' or 1=1 --",
  '../../etc/passwd',
  '😀',
  '%00',
];

function str(s: Schema): Arbitrary<string> {
  if (s.format === 'email')
    return fc.oneof(fc.emailAddress(), fc.constantFrom('ops@acme-corp.com', 'a@gmail.com'));
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern && s.pattern !== '\\S') {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length <= (s.maxLength ?? 1e9));
    } catch {
      /* a pattern fast-check cannot invert: plain strings below */
    }
  }
  const min = Math.max(s.minLength ?? 0, s.pattern === '\\S' ? 1 : 0);
  const max = Math.min(s.maxLength ?? 40, 60);
  const text = fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' });
  return s.pattern === '\\S' ? text.filter((v) => /\S/.test(v)) : text;
}

/** Values the schema accepts. */
export function valid(s: Schema, hints: Hints = {}, name = ''): Arbitrary<unknown> {
  const hinted = hints[name];
  const base = validInner(s, hints);
  return hinted?.length
    ? fc.oneof({ arbitrary: fc.constantFrom(...hinted), weight: 3 }, base)
    : base;
}

function validInner(s: Schema, hints: Hints): Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return fc.oneof(...alts.map((a) => valid(a, hints)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return str(s);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -1000, max: s.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(s.items ?? {}, hints), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 5, 5),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) record[k] = valid(v, hints, k);
      return fc.record(record, {
        requiredKeys: Object.keys(props).filter((k) => required.has(k)),
      });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Values that break the schema (or probe its edges). */
export function breaking(s: Schema, hints: Hints = {}): Arbitrary<unknown> {
  const any = fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...NASTY));
  if ((s.type === 'object' || s.properties) && s.properties && Object.keys(s.properties).length) {
    const keys = Object.keys(s.properties);
    return fc.oneof(
      // One field replaced by a wrong value (wrong type, NUL, surrogate, too long, nested).
      fc
        .tuple(
          valid(s, hints),
          fc.constantFrom(...keys),
          any,
          fc.string({ minLength: 300, maxLength: 600 }),
        )
        .map(([v, k, bad, long]) => ({ ...(v as object), [k]: Math.random() < 0.2 ? long : bad })),
      // A required field missing.
      fc
        .tuple(valid(s, hints), fc.constantFrom(...keys))
        .map(([v, k]) =>
          Object.fromEntries(Object.entries(v as Record<string, unknown>).filter(([f]) => f !== k)),
        ),
      // Extra and deeply nested fields.
      valid(s, hints).map((v) => ({
        ...(v as object),
        extra: { a: [{ b: { c: [1, 'x\u0000'] } }] },
      })),
      any,
    );
  }
  return any;
}
