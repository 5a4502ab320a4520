/**
 * The stand-in of `@pulse/router` in the public pages' light entry
 * (docs/adr/0029-light-entry-for-public-pages.md). That build resolves `@pulse/router` to this
 * file, so the sign-in, sign-up and e-mail verification pages run unchanged without React
 * Router's data router: it offers what they use (`Link`, `Navigate`, `useNavigate`, `useParams`),
 * with React Router's types. A name missing here fails that build ("export … was not found").
 *
 * Navigation goes through the nearest PublicNavigationContext: the light app moves between its
 * own pages in place and loads the full app, by a page load, for any other path.
 */
import { createContext, forwardRef, useCallback, useContext, useEffect } from 'react';
import type { MouseEvent } from 'react';
import type * as Router from '@pulse/router';

/** What the light app gives its pages: the route's parameters and the way to move on. */
export interface PublicNavigation {
  params: Readonly<Record<string, string | undefined>>;
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** Leaves for `to` with a page load (the full app, or anything the light app does not know). */
export function leaveTo(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.location.replace(to);
  else window.location.assign(to);
}

export const PublicNavigationContext = createContext<PublicNavigation>({
  params: {},
  navigate: leaveTo,
});

/** `to` of React Router (a path, or its parts) as a path string. */
export function toPath(to: Router.LinkProps['to']): string {
  if (typeof to === 'string') return to;
  const { pathname = '', search = '', hash = '' } = to;
  return `${pathname}${search && !search.startsWith('?') ? `?${search}` : search}${
    hash && !hash.startsWith('#') ? `#${hash}` : hash
  }`;
}

/** A plain left click the page may handle itself (not a new tab, window or download). */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string): boolean =>
  event.button === 0 &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!target || target === '_self');

/** React Router's `<Link>`: the same `<a>` (so hydration matches), following the light app. */
export const Link = forwardRef<HTMLAnchorElement, Router.LinkProps>(function Link(
  {
    to,
    replace,
    reloadDocument,
    onClick,
    /* eslint-disable @typescript-eslint/no-unused-vars -- React Router's props, not the anchor's */
    state,
    preventScrollReset,
    relative,
    viewTransition,
    discover,
    prefetch,
    /* eslint-enable @typescript-eslint/no-unused-vars */
    ...anchor
  },
  ref,
) {
  const { navigate } = useContext(PublicNavigationContext);
  const href = toPath(to);
  return (
    <a
      {...anchor}
      ref={ref}
      href={href}
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || reloadDocument || !isPlainClick(event, anchor.target)) return;
        event.preventDefault();
        navigate(href, { replace });
      }}
    />
  );
}) as typeof Router.Link;

/** React Router's `useNavigate`: a path goes through the light app, a number through history. */
export const useNavigate: typeof Router.useNavigate = () => {
  const { navigate } = useContext(PublicNavigationContext);
  return useCallback(
    (to: Router.LinkProps['to'] | number, options?: { replace?: boolean }) => {
      if (typeof to === 'number') window.history.go(to);
      else navigate(toPath(to), options);
    },
    [navigate],
  ) as Router.NavigateFunction;
};

/** React Router's `<Navigate>`: navigates once it is rendered. */
export function Navigate({ to, replace }: Parameters<typeof Router.Navigate>[0]): null {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

/** React Router's `useParams`: the parameters of the light app's current route. */
export const useParams = (() =>
  useContext(PublicNavigationContext).params) as typeof Router.useParams;

/**
 * React Router's `useSearchParams`, for the full app's pages the feature's lazy loaders also name
 * (this build links them, though it never opens them): the query of the current URL, and a setter
 * that navigates to the same path with another query.
 */
export const useSearchParams = (() => {
  const { navigate } = useContext(PublicNavigationContext);
  const params = new URLSearchParams(window.location.search);
  const setParams = (next: ConstructorParameters<typeof URLSearchParams>[0]) =>
    navigate(`${window.location.pathname}?${new URLSearchParams(next).toString()}`);
  return [params, setParams];
}) as typeof Router.useSearchParams;
