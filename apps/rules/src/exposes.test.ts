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
describe('rules exposes', () => {
  it('exposes exactly the pages of the contract, its route queries and its routes', () => {
    expect(Object.keys(exposes).sort()).toEqual(
      [
        ...ROUTED_REMOTE_EXPOSES.rules.map((name) => `./${name}`),
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
    expect(routesProblems(remoteRoutes, ROUTED_REMOTE_EXPOSES.rules)).toEqual([]);
    expect(remoteRoutes.nav).toEqual({
      label: 'Rules',
      path: '/rules',
      icon: 'scale',
      order: 35,
    });
    expect(Object.keys(routeQueries).sort()).toEqual(
      remoteRoutes.routes.map((route) => `/${route.path}`).sort(),
    );
  });

  it('gives its sidebar entry none of the shell’s entries’ icons', () => {
    // The shell's own entries: Dashboard, Reports, Demo, Billing, License Key, Developers.
    const shell = [
      'layout-dashboard',
      'file-text',
      'flask-conical',
      'credit-card',
      'key-round',
      'code',
    ];
    const ours = [remoteRoutes.nav.icon];
    expect(new Set([...shell, ...ours]).size).toBe(shell.length + ours.length);
  });
});
