/**
 * ScrollRegion: the one sideways-scrolling container of wide content (every table of the signed-in
 * pages). When its content is wider than it, it becomes a labelled, focusable region (role
 * "region", tabIndex 0: keyboard users can scroll it with the arrow keys, and axe's
 * scrollable-region-focusable rule holds) and shows a shaded edge on each side that has more to
 * see, so a cut-off column reads as "scrolls", not as missing. When everything fits it is a plain
 * block: no extra tab stop, no landmark.
 */
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Box, type BoxProps } from '@chakra-ui/react';

/** What the region can scroll to, measured on the scroller. */
export interface ScrollEdges {
  /** Content is wider than the visible area. */
  overflowing: boolean;
  /** More content hides to the left / to the right (at most 1 px of rounding ignored). */
  moreStart: boolean;
  moreEnd: boolean;
}

const NONE: ScrollEdges = { overflowing: false, moreStart: false, moreEnd: false };

/** The edges of `el` as it is laid out now. */
export function measureEdges(el: HTMLElement): ScrollEdges {
  const max = el.scrollWidth - el.clientWidth;
  if (max <= 1) return NONE;
  // scrollLeft is negative in right-to-left layouts; its size is what matters.
  const left = Math.abs(el.scrollLeft);
  return { overflowing: true, moreStart: left > 1, moreEnd: left < max - 1 };
}

/** A shade over one edge, shown while content hides past it. */
const edge = (side: 'left' | 'right') => ({
  content: '""',
  position: 'absolute',
  top: 0,
  bottom: 0,
  [side]: 0,
  width: '6',
  pointerEvents: 'none',
  opacity: 0,
  transition: 'opacity 0.15s',
  zIndex: 1,
  background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0, 0, 0, 0.16), transparent)`,
});

export interface ScrollRegionProps extends Omit<BoxProps, 'children'> {
  /** Accessible name of the region while it scrolls, e.g. the table's name. */
  label: string;
  children: ReactNode;
}

/**
 * Wraps wide content (a table) in a horizontally scrolling block; see the module comment.
 * Layout props (border, rounding, background) style the outer block.
 */
export function ScrollRegion({ label, children, ...props }: ScrollRegionProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>(NONE);

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const next = measureEdges(el);
    setEdges((prev) =>
      prev.overflowing === next.overflowing &&
      prev.moreStart === next.moreStart &&
      prev.moreEnd === next.moreEnd
        ? prev
        : next,
    );
  }, []);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return undefined;
    measure();
    // The scroller's width follows the page; the content's follows its rows: watch both.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    if (el.firstElementChild) observer?.observe(el.firstElementChild);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure]);

  return (
    <Box
      position="relative"
      data-scroll-start={edges.moreStart ? '' : undefined}
      data-scroll-end={edges.moreEnd ? '' : undefined}
      css={{
        '&::before': edge('left'),
        '&::after': edge('right'),
        '&[data-scroll-start]::before': { opacity: 1 },
        '&[data-scroll-end]::after': { opacity: 1 },
      }}
      {...props}
    >
      <Box
        ref={scroller}
        overflowX="auto"
        // The containing block of what is absolutely positioned inside (a visually hidden column
        // header): otherwise it is laid out past the clip, and makes the page as wide as the table.
        position="relative"
        onScroll={measure}
        data-scroll-region=""
        {...(edges.overflowing
          ? { role: 'region', 'aria-label': label, tabIndex: 0 }
          : { 'aria-label': undefined })}
        rounded="inherit"
        // Inside the block, so a parent's overflow never clips the ring.
        _focusVisible={{
          outline: '2px solid',
          outlineColor: 'brand.focusRing',
          outlineOffset: '-2px',
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
