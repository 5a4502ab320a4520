/** What a route inside the main layout carries in its `handle` (the route table sets it). */
export interface LayoutRouteHandle {
  /** The header title while the route is shown. */
  title: string;
}

const titleOf = (handle: unknown): string | undefined =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as { title?: unknown }).title === 'string'
    ? (handle as LayoutRouteHandle).title
    : undefined;

/**
 * The header title (spec §2): the title the route table gives the deepest matched route that has
 * one (`handle.title`), so every page of the layout has one, from one table; '' when none does.
 * @param matches the router's matches, outermost first (React Router's `useMatches()`)
 */
export function headerTitleOf(matches: readonly { handle?: unknown }[]): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = titleOf(matches[i]?.handle);
    if (title !== undefined) return title;
  }
  return '';
}
