/** Compile-time type assertions (no runtime code). */

/** true when A and B are the same type (mutually assignable is not enough: identical). */
export type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

/** Compiles only when T is true. */
export type Assert<T extends true> = T;
