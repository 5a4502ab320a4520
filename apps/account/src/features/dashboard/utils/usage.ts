/** Free-allowance usage of one service, clamped to the allowance; null when there is no allowance. */
export function usageOf(
  freeUsed: number | null,
  freeLimit: number | null,
): { used: number; limit: number; exhausted: boolean } | null {
  if (freeLimit === null || freeLimit <= 0) return null;
  const used = Math.min(Math.max(freeUsed ?? 0, 0), freeLimit);
  return { used, limit: freeLimit, exhausted: used >= freeLimit };
}
