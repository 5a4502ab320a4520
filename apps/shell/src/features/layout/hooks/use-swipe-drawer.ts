import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { clampRatio, drawerOpenAfterSwipe, startsInSwipeArea } from '../utils/swipe';

/** Movement (px) before a touch counts as a horizontal drag rather than a tap or a scroll. */
const DRAG_SLOP_PX = 8;
/** A pause longer than this before lifting the finger means no fling. */
const FLING_WINDOW_MS = 100;

type Gesture = {
  pointerId: number;
  startX: number;
  startY: number;
  wasOpen: boolean;
  dragging: boolean;
  lastX: number;
  lastT: number;
  velocity: number;
  ratio: number;
};

type Options = {
  enabled: boolean;
  open: boolean;
  setOpen: (open: boolean) => void;
  drawerRef: RefObject<HTMLElement | null>;
};

/**
 * Swipe gestures of the narrow-screen drawer, with pointer events: a drag that starts in the 20 px
 * strip at the left edge opens it, a leftward drag anywhere closes it. While dragging, the returned
 * ratio (0 closed … 1 open) drives the drawer's position; on release `drawerOpenAfterSwipe` decides
 * (velocity 450 px/s, hysteresis 0.52: spec §9).
 */
export function useSwipeDrawer({ enabled, open, setOpen, drawerRef }: Options): number | null {
  const [dragRatio, setDragRatio] = useState<number | null>(null);
  const openRef = useRef(open);
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    openRef.current = open;
    setOpenRef.current = setOpen;
  });

  useEffect(() => {
    if (!enabled) return;
    let gesture: Gesture | null = null;
    const width = () => drawerRef.current?.offsetWidth || 280;

    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      const wasOpen = openRef.current;
      if (!wasOpen && !startsInSwipeArea(event.clientX)) return;
      gesture = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        wasOpen,
        dragging: false,
        lastX: event.clientX,
        lastT: event.timeStamp,
        velocity: 0,
        ratio: wasOpen ? 1 : 0,
      };
    };

    const onMove = (event: PointerEvent) => {
      if (!gesture || event.pointerId !== gesture.pointerId) return;
      const dx = event.clientX - gesture.startX;
      const dy = event.clientY - gesture.startY;
      if (!gesture.dragging) {
        if (Math.abs(dx) < DRAG_SLOP_PX && Math.abs(dy) < DRAG_SLOP_PX) return;
        // A vertical move is a scroll; a rightward move of an open drawer is nothing to do.
        if (Math.abs(dy) > Math.abs(dx) || (gesture.wasOpen && dx > 0)) {
          gesture = null;
          return;
        }
        gesture.dragging = true;
      }
      const dt = event.timeStamp - gesture.lastT;
      if (dt > 0) {
        const instant = ((event.clientX - gesture.lastX) / dt) * 1000;
        gesture.velocity = gesture.velocity * 0.2 + instant * 0.8;
      }
      gesture.lastX = event.clientX;
      gesture.lastT = event.timeStamp;
      gesture.ratio = clampRatio((gesture.wasOpen ? 1 : 0) + dx / width());
      setDragRatio(gesture.ratio);
    };

    const onUp = (event: PointerEvent) => {
      if (!gesture || event.pointerId !== gesture.pointerId) return;
      const ended = gesture;
      gesture = null;
      if (!ended.dragging) return;
      const velocity = event.timeStamp - ended.lastT > FLING_WINDOW_MS ? 0 : ended.velocity;
      setDragRatio(null);
      setOpenRef.current(
        drawerOpenAfterSwipe({ wasOpen: ended.wasOpen, openRatio: ended.ratio, velocity }),
      );
      // The click that follows a drag must not follow a link under the finger.
      window.addEventListener('click', swallowClick, { capture: true, once: true });
      window.setTimeout(
        () => window.removeEventListener('click', swallowClick, { capture: true }),
        0,
      );
    };

    const onCancel = (event: PointerEvent) => {
      if (!gesture || event.pointerId !== gesture.pointerId) return;
      gesture = null;
      setDragRatio(null);
    };

    window.addEventListener('pointerdown', onDown);
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    return () => {
      window.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      setDragRatio(null);
    };
  }, [enabled, drawerRef]);

  return enabled ? dragRatio : null;
}

function swallowClick(event: MouseEvent) {
  event.preventDefault();
  event.stopPropagation();
}
