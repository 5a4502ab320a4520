/** A TypeBox union of string literals whose static type keeps each literal. */
import { Type, type TLiteral, type TUnion } from 'typebox';

/** One TLiteral per element of a tuple of strings. */
type Literals<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/** The union of the given string literals, keeping each literal in the static type. */
export function LiteralUnion<const T extends readonly string[]>(
  values: T,
  options: { description?: string } = {},
): TUnion<Literals<T>> {
  // map() widens a tuple to an array; the mapped tuple type restores its elements.
  const literals = values.map((v) => Type.Literal(v)) as unknown as Literals<T>;
  return Type.Union(literals, options) as TUnion<Literals<T>>;
}
