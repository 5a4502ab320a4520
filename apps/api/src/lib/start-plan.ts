/**
 * How `dist/cluster.js` (the production image's start, and `npm run start:cluster`) runs the API,
 * from the environment (docs/adr/0016-hardening.md):
 * - PostgreSQL (DATABASE_URL): API_WORKERS processes, else one per core when NODE_ENV=production,
 *   else 2;
 * - the embedded database (PGlite serves one process): one process in production when API_WORKERS
 *   is unset, otherwise refused with one line.
 */
import { availableParallelism } from 'node:os';

export type StartPlan =
  { kind: 'cluster'; workers: number } | { kind: 'single' } | { kind: 'refuse'; message: string };

/** Number of workers from the environment. @throws Error for a bad API_WORKERS */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.API_WORKERS?.trim();
  if (raw) {
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 256)
      throw new Error(`API_WORKERS must be a whole number between 1 and 256 (got "${raw}")`);
    return Number(raw);
  }
  return env.NODE_ENV === 'production' ? availableParallelism() : 2;
}

/** The plan for this environment (rules above); never throws. */
export function startPlan(env: NodeJS.ProcessEnv = process.env): StartPlan {
  if (!env.DATABASE_URL?.trim()) {
    if (env.NODE_ENV === 'production' && !env.API_WORKERS?.trim()) return { kind: 'single' };
    return {
      kind: 'refuse',
      message: 'start:cluster needs DATABASE_URL: the embedded database serves one process only',
    };
  }
  try {
    return { kind: 'cluster', workers: workerCount(env) };
  } catch (err) {
    return { kind: 'refuse', message: (err as Error).message };
  }
}
