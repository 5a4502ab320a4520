/**
 * Drawer swipe constants, from spec §9 "Layout": narrow-layout breakpoint 992 px, drawer swipe
 * area 20 px, swipe velocity threshold 450 (px/s), hysteresis 0.52 (the fraction of the drawer's
 * width a slow drag must cover to change its state).
 */
export const NARROW_BREAKPOINT_PX = 992;
export const NARROW_MEDIA_QUERY = `(max-width: ${NARROW_BREAKPOINT_PX}px)`;
export const SWIPE_AREA_PX = 20;
export const SWIPE_MIN_VELOCITY = 450;
export const SWIPE_HYSTERESIS = 0.52;

export type SwipeEnd = {
  /** Whether the drawer was open when the gesture started. */
  wasOpen: boolean;
  /** How far the drawer is open when the finger lifts: 0 closed, 1 fully open. */
  openRatio: number;
  /** Horizontal speed at release in px/s; positive towards the right (opening a left drawer). */
  velocity: number;
};

/**
 * Whether the drawer ends open after a swipe. A fling faster than 450 px/s decides by its
 * direction; otherwise the drag must cover more than 52 % of the drawer to change its state.
 */
export function drawerOpenAfterSwipe({ wasOpen, openRatio, velocity }: SwipeEnd): boolean {
  if (wasOpen) {
    if (velocity < -SWIPE_MIN_VELOCITY) return false;
    if (velocity > SWIPE_MIN_VELOCITY) return true;
    return !(1 - openRatio > SWIPE_HYSTERESIS);
  }
  if (velocity > SWIPE_MIN_VELOCITY) return true;
  if (velocity < -SWIPE_MIN_VELOCITY) return false;
  return openRatio > SWIPE_HYSTERESIS;
}

/** A gesture starting at `x` may open the closed drawer only from the left edge's 20 px strip. */
export function startsInSwipeArea(x: number): boolean {
  return x >= 0 && x <= SWIPE_AREA_PX;
}

/** Clamps a drag to the drawer: 0 (closed) to 1 (open). */
export function clampRatio(value: number): number {
  return Math.min(1, Math.max(0, value));
}
