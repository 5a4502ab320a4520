import { matchRoutes, type RouteObject } from '@pulse/router';

/**
 * Loads the lazy parts of the routes `pathname` matches and writes them into the route objects,
 * so a router created afterwards renders the page at once instead of its HydrateFallback: a
 * hydrated page must render the markup the server wrote (React Router's data-mode SSR guide).
 * Resolves to the number of routes it loaded.
 */
export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<number> {
  const lazy = (matchRoutes(routes, pathname) ?? []).filter(({ route }) => route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const load = route.lazy;
      if (typeof load !== 'function') return;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
  return lazy.length;
}
