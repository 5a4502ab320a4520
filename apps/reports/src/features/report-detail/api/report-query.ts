import { reportQueries } from '@pulse/api-client';

/** The query of one report in view mode `mode`, as the page and the shell's prefetch read it. */
export function reportQuery(id: string, mode: 'live' | 'test') {
  return reportQueries.detail({ id, mode });
}
