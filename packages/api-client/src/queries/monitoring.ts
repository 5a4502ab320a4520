import { queryOptions } from '@tanstack/react-query';
import { listMonitoredSubjects, listMonitoringAlerts } from '../endpoints/monitoring';
import type { ListMonitoredSubjectsParams, ListMonitoringAlertsParams } from '../types/monitoring';

/**
 * The monitoring queries: keys `['monitoring', <operation>, <params>]`, so adding or stopping a
 * subject invalidates them all with `['monitoring']`. `mode` is the tab's view mode, which the
 * calls send in their header: it is in the key so Test and Live subjects and alerts are never
 * mixed up (as in the case queries).
 */
export const monitoringQueries = {
  /** Everything of the monitoring resource: the key an addition or a stop invalidates. */
  all: () => ['monitoring'] as const,

  /** One page of `GET /monitoring/subjects` (listMonitoredSubjects). */
  subjects: (params: ListMonitoredSubjectsParams & { mode?: 'live' | 'test' }) =>
    queryOptions({
      queryKey: ['monitoring', 'subjects', params] as const,
      queryFn: ({ signal }) =>
        listMonitoredSubjects(
          {
            limit: params.limit,
            cursor: params.cursor,
            q: params.q,
            decision: params.decision ?? params.outcome,
          },
          { signal },
        ),
    }),

  /** One page of `GET /monitoring/alerts` (listMonitoringAlerts), newest first. */
  alerts: (params: ListMonitoringAlertsParams & { mode?: 'live' | 'test' }) =>
    queryOptions({
      queryKey: ['monitoring', 'alerts', params] as const,
      queryFn: ({ signal }) =>
        listMonitoringAlerts(
          { limit: params.limit, cursor: params.cursor, subjectId: params.subjectId },
          { signal },
        ),
    }),
};
