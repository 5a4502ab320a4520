/**
 * The factor every time bound of a browser run is multiplied by: `PULSE_TIME_SCALE` (default 1).
 * A team's gate sets 10 (docs/delivery.md, "Gate"): the bounds stop hangs, while every wait ends on
 * the awaited page state, so a loaded machine never fails a correct change and a passing run pays
 * nothing for the larger bound. Bounds that are a product budget (a time the product must meet) are
 * never scaled.
 */
export const TIME_SCALE = (() => {
  const scale = Number(process.env.PULSE_TIME_SCALE ?? 1);
  return Number.isFinite(scale) && scale >= 1 ? scale : 1;
})();

/** A hang bound of `ms` milliseconds, multiplied by TIME_SCALE. */
export function scaled(ms: number): number {
  return ms * TIME_SCALE;
}
