import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ROUTED_REMOTE_EXPOSES,
  ROUTE_QUERIES_MODULE,
  ROUTES_MODULE,
  routesProblems,
} from '@pulse/remote-contracts';
import { exposes } from './exposes';
import { routeQueries } from './route-queries';
import { remoteRoutes } from './routes';

// The type check holds the page types to the contract; this holds the file paths: each exposed
// module must have the named export the shell reads.
describe('screening exposes', () => {
  it('exposes exactly the pages of the contract, its route queries and its routes', () => {
    expect(Object.keys(exposes).sort()).toEqual(
      [
        ...ROUTED_REMOTE_EXPOSES.screening.map((name) => `./${name}`),
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

  it('declares sound routes, a sidebar entry every role sees, and route queries for each route', () => {
    expect(routesProblems(remoteRoutes, ROUTED_REMOTE_EXPOSES.screening)).toEqual([]);
    expect(remoteRoutes.nav).toEqual({
      label: 'Batches',
      path: '/batches',
      icon: 'layers',
      order: 25,
    });
    expect(remoteRoutes.moreNav).toEqual([
      { label: 'List updates', path: '/list-updates', icon: 'list-checks', order: 26 },
      { label: 'Cases', path: '/cases', icon: 'briefcase', order: 27 },
      { label: 'Monitoring', path: '/monitoring', icon: 'radar', order: 28 },
      { label: 'Watchlists', path: '/watchlists', icon: 'file-up', order: 29 },
    ]);
    expect(Object.keys(routeQueries).sort()).toEqual(
      remoteRoutes.routes.map((route) => `/${route.path}`).sort(),
    );
  });

  it('gives each sidebar entry an icon of its own, none of the shell’s entries’ icons', () => {
    // The shell's own entries: Dashboard, Reports, Demo, Billing, License Key, Developers.
    const shell = [
      'layout-dashboard',
      'file-text',
      'flask-conical',
      'credit-card',
      'key-round',
      'code',
    ];
    const ours = [remoteRoutes.nav, ...remoteRoutes.moreNav].map((entry) => entry.icon);
    expect(new Set([...shell, ...ours]).size).toBe(shell.length + ours.length);
  });
});
