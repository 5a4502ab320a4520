import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test/render-with-ui';
import { measureEdges, ScrollRegion } from './scroll-region';

/** Lays out every element as `client` px wide showing `scroll` px of content, scrolled by `left`. */
function layout(client: number, scroll: number, left = 0) {
  const proto = HTMLElement.prototype;
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => client });
  Object.defineProperty(proto, 'scrollWidth', { configurable: true, get: () => scroll });
  Object.defineProperty(proto, 'scrollLeft', {
    configurable: true,
    get: () => left,
    set: () => {},
  });
}

afterEach(() => {
  // Back to the prototype chain's own (Element's) getters.
  const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
  delete proto.clientWidth;
  delete proto.scrollWidth;
  delete proto.scrollLeft;
});

const table = (
  <table aria-label="Fruit">
    <tbody>
      <tr>
        <td>Apple</td>
      </tr>
    </tbody>
  </table>
);

describe('ScrollRegion', () => {
  it('is a plain block, with no tab stop and no landmark, while its content fits', () => {
    layout(800, 800);
    renderWithUi(<ScrollRegion label="Fruit">{table}</ScrollRegion>);
    expect(screen.queryByRole('region')).toBeNull();
    const scroller = document.querySelector('[data-scroll-region]');
    expect(scroller?.getAttribute('tabindex')).toBeNull();
  });

  it('becomes a labelled, focusable region that shades the edge with more to see when it overflows', () => {
    layout(390, 900);
    renderWithUi(<ScrollRegion label="Fruit">{table}</ScrollRegion>);
    const region = screen.getByRole('region', { name: 'Fruit' });
    expect(region.getAttribute('tabindex')).toBe('0');
    const frame = region.parentElement;
    // At the start: more to the right only.
    expect(frame?.hasAttribute('data-scroll-end')).toBe(true);
    expect(frame?.hasAttribute('data-scroll-start')).toBe(false);

    // Scrolled to the end: more to the left only.
    layout(390, 900, 510);
    // user-event has no scrolling: the browser fires `scroll` after the offset moved.
    act(() => {
      fireEvent.scroll(region);
    });
    expect(frame?.hasAttribute('data-scroll-start')).toBe(true);
    expect(frame?.hasAttribute('data-scroll-end')).toBe(false);
  });

  it('measures the edges, ignoring a pixel of rounding and right-to-left scroll offsets', () => {
    const el = (client: number, scroll: number, left: number) =>
      ({ clientWidth: client, scrollWidth: scroll, scrollLeft: left }) as HTMLElement;
    expect(measureEdges(el(400, 401, 0))).toEqual({
      overflowing: false,
      moreStart: false,
      moreEnd: false,
    });
    expect(measureEdges(el(400, 600, 100))).toEqual({
      overflowing: true,
      moreStart: true,
      moreEnd: true,
    });
    expect(measureEdges(el(400, 600, -200))).toEqual({
      overflowing: true,
      moreStart: true,
      moreEnd: false,
    });
  });
});
