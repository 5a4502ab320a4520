// The input guard's walk: first problem in document order,
// nesting counted in arrays and objects, no recursion however deep the value.
import { describe, expect, it } from 'vitest';
import { hasWellFormedEscapes, inspect, MAX_NESTING } from '../../src/plugins/input-guard.js';

/** `n` arrays, one in the other, built without recursion (JSON.parse is iterative too). */
const arrays = (n: number): unknown => JSON.parse('['.repeat(n) + ']'.repeat(n));

describe('inspect', () => {
  it('accepts MAX_NESTING levels and refuses one more', () => {
    expect(inspect(arrays(MAX_NESTING))).toBeUndefined();
    expect(inspect(arrays(MAX_NESTING + 1))).toEqual({ kind: 'depth' });
    expect(inspect({ a: { b: arrays(MAX_NESTING - 2) } })).toBeUndefined();
    expect(inspect({ a: { b: arrays(MAX_NESTING - 1) } })).toEqual({ kind: 'depth' });
  });

  it('walks any depth without exhausting the stack', () => {
    // Past what a recursive walk survives (about 8,000 levels overflowed one).
    const deep = arrays(200_000);
    expect(inspect(deep)).toEqual({ kind: 'depth' });
    expect(inspect(deep, Infinity)).toBeUndefined();
  });

  it('names the first field with NUL or a lone surrogate, in document order, keys included', () => {
    expect(inspect({ a: 'ok', b: ['x', 'y\u0000'], c: '\ud800' })).toEqual({
      kind: 'text',
      path: '/b/1',
    });
    expect(inspect({ a: { 'k\u0000': 1 }, b: 'z\u0000' })).toEqual({ kind: 'text', path: '/a/k?' });
    expect(inspect({ a: 'b\u0000', 'c\ud800': 1 })).toEqual({ kind: 'text', path: '/a' });
    expect(inspect({ a: 'emoji 😀 pair' })).toBeUndefined();
  });

  it('skips binary values (a raw body)', () => {
    expect(inspect(Buffer.from('a\u0000b'))).toBeUndefined();
  });
});

describe('hasWellFormedEscapes', () => {
  it('refuses escapes that are incomplete or not UTF-8', () => {
    for (const bad of ['/a?x=%ED%A0%80', '/a?x=%E0%A4%A', '/a%zz', '/a?%', '/a?x=%C0%AF', '/%FF'])
      expect(hasWellFormedEscapes(bad), bad).toBe(false);
  });

  it('accepts well-formed escapes and URLs without any', () => {
    for (const good of ['/a', '/a?x=%C3%A9&y=%F0%9F%98%80', '/a%2Fb?c=%25', '/a?x=+'])
      expect(hasWellFormedEscapes(good), good).toBe(true);
  });
});
