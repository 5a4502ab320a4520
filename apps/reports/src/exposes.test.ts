import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REMOTE_EXPOSES,
  ROUTE_QUERIES_MODULE,
  ROUTES_MODULE,
  routesProblems,
} from '@pulse/remote-contracts';
import { exposes } from './exposes';
import { routeQueries } from './route-queries';
import { remoteRoutes } from './routes';

// The type check holds the page types to the contract; this holds the file paths: each exposed
// module must have the named export the shell reads.
describe('reports exposes', () => {
  it('exposes exactly the pages of the contract, its route queries and its routes', () => {
    expect(Object.keys(exposes).sort()).toEqual(
      [
        ...REMOTE_EXPOSES.reports.map((name) => `./${name}`),
        `./${ROUTE_QUERIES_MODULE}`,
        `./${ROUTES_MODULE}`,
      ].sort(),
    );
  });

  it.each(Object.entries(exposes))('%s has its named export', async (key, file) => {
    const module = (await import(path.resolve(import.meta.dirname, '..', file))) as Record<
      string,
      unknown
    >;
    if (key === `./${ROUTE_QUERIES_MODULE}`) expect(typeof module.routeQueries).toBe('object');
    else if (key === `./${ROUTES_MODULE}`) expect(typeof module.remoteRoutes).toBe('object');
    else expect(typeof module[key.slice(2)]).toBe('function');
  });

  it('declares sound routes, and route queries only for declared routes', () => {
    expect(routesProblems(remoteRoutes, REMOTE_EXPOSES.reports)).toEqual([]);
    const paths = remoteRoutes.routes.map((route) => `/${route.path}`);
    for (const pattern of Object.keys(routeQueries)) expect(paths).toContain(pattern);
  });
});
