/** The value, or a thrown error naming what was missing (tests: instead of non-null assertions). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}
