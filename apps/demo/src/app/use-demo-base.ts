import { useLocation, useParams } from '@pulse/router';

/**
 * The path at which the shell mounted the Demo page (e.g. "/demo/"), whatever it is: the current path
 * without the splat part that the page's own routes match. The tab links are built on it, since a
 * relative link rendered in a splat route resolves against the whole current path.
 */
export function useDemoBase(): string {
  const { pathname } = useLocation();
  const splat = useParams()['*'] ?? '';
  const base =
    splat && pathname.endsWith(splat)
      ? pathname.slice(0, pathname.length - splat.length)
      : pathname;
  return base.endsWith('/') ? base : `${base}/`;
}
