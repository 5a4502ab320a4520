import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_EXPOSES, ROUTE_QUERIES_MODULE } from '@pulse/remote-contracts';
import { exposes } from './exposes';

// The type check holds the page types to the contract; this holds the file paths: each exposed
// module must have the named export the shell reads.
describe('reports exposes', () => {
  it('exposes exactly the pages of the contract and its route queries', () => {
    expect(Object.keys(exposes).sort()).toEqual(
      [...REMOTE_EXPOSES.reports.map((name) => `./${name}`), `./${ROUTE_QUERIES_MODULE}`].sort(),
    );
  });

  it.each(Object.entries(exposes))('%s has its named export', async (key, file) => {
    const module = (await import(path.resolve(import.meta.dirname, '..', file))) as Record<
      string,
      unknown
    >;
    if (key === `./${ROUTE_QUERIES_MODULE}`) expect(typeof module.routeQueries).toBe('object');
    else expect(typeof module[key.slice(2)]).toBe('function');
  });
});
