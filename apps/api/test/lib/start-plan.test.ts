// How the production start runs the API: one process per core on PostgreSQL, one process on the
// embedded database in production, a one-line refusal otherwise.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { startPlan, workerCount } from '../../src/lib/start-plan.js';

const PG = 'postgres://pulse@db:5432/pulse';

describe('startPlan', () => {
  it('runs one process per core in production on PostgreSQL, 2 elsewhere, API_WORKERS if set', () => {
    expect(startPlan({ NODE_ENV: 'production', DATABASE_URL: PG })).toEqual({
      kind: 'cluster',
      workers: availableParallelism(),
    });
    expect(startPlan({ DATABASE_URL: PG })).toEqual({ kind: 'cluster', workers: 2 });
    expect(startPlan({ NODE_ENV: 'production', DATABASE_URL: PG, API_WORKERS: '6' })).toEqual({
      kind: 'cluster',
      workers: 6,
    });
  });

  it('runs one process on the embedded database in production, unless more were asked for', () => {
    expect(startPlan({ NODE_ENV: 'production' })).toEqual({ kind: 'single' });
    expect(startPlan({ NODE_ENV: 'production', DATABASE_URL: ' ', API_WORKERS: '' })).toEqual({
      kind: 'single',
    });
    const refused = {
      kind: 'refuse',
      message: 'start:cluster needs DATABASE_URL: the embedded database serves one process only',
    };
    expect(startPlan({ NODE_ENV: 'production', API_WORKERS: '2' })).toEqual(refused);
    expect(startPlan({})).toEqual(refused);
  });

  it('refuses a bad API_WORKERS in one line', () => {
    for (const bad of ['0', '-1', '1.5', 'many', '257'])
      expect(startPlan({ DATABASE_URL: PG, API_WORKERS: bad })).toEqual({
        kind: 'refuse',
        message: `API_WORKERS must be a whole number between 1 and 256 (got "${bad}")`,
      });
    expect(() => workerCount({ API_WORKERS: 'x' })).toThrow('API_WORKERS must be a whole number');
  });
});
