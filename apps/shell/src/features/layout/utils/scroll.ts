/** Spec §9: the header switches to its scrolled style at 1 percent of scroll. */
export const SCROLLED_THRESHOLD_PERCENT = 1;

/**
 * Whether the page has scrolled by at least 1 percent of its scrollable height.
 * A page that cannot scroll never counts as scrolled.
 */
export function isScrolled(scrollTop: number, scrollHeight: number, clientHeight: number): boolean {
  const scrollable = scrollHeight - clientHeight;
  if (scrollable <= 0) return false;
  return (scrollTop / scrollable) * 100 >= SCROLLED_THRESHOLD_PERCENT;
}
