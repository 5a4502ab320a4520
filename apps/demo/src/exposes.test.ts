import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_EXPOSES, ROUTES_MODULE, routesProblems } from '@pulse/remote-contracts';
import { exposes } from './exposes';
import { remoteRoutes } from './routes';

// The type check holds the page types to the contract; this holds the file paths: each exposed
// module must have the named export the shell reads.
describe('demo exposes', () => {
  it('exposes exactly the pages of the contract and its routes', () => {
    expect(Object.keys(exposes).sort()).toEqual(
      [...REMOTE_EXPOSES.demo.map((name) => `./${name}`), `./${ROUTES_MODULE}`].sort(),
    );
  });

  it.each(Object.entries(exposes))('%s has its named export', async (key, file) => {
    const module = (await import(path.resolve(import.meta.dirname, '..', file))) as Record<
      string,
      unknown
    >;
    if (key === `./${ROUTES_MODULE}`) expect(typeof module.remoteRoutes).toBe('object');
    else expect(typeof module[key.slice(2)]).toBe('function');
  });

  it('declares sound routes', () => {
    expect(routesProblems(remoteRoutes, REMOTE_EXPOSES.demo)).toEqual([]);
  });
});
