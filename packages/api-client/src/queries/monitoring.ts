import { queryOptions } from '@tanstack/react-query';
import { listMonitoredSubjects, listMonitoringAlerts } from '../endpoints/monitoring';
import type { ListMonitoredSubjectsParams, ListMonitoringAlertsParams } from '../types/monitoring';

/**
 * The monitoring queries: keys `['monitoring', <operation>, <params>]`, so adding or stopping a
 * subject invalidates them all with `['monitoring']`.
 */
export const monitoringQueries = {
  /** Everything of the monitoring resource: the key an addition or a stop invalidates. */
  all: () => ['monitoring'] as const,

  /** One page of `GET /monitoring/subjects` (listMonitoredSubjects). */
  subjects: (params: ListMonitoredSubjectsParams) =>
    queryOptions({
      queryKey: ['monitoring', 'subjects', params] as const,
      queryFn: ({ signal }) =>
        listMonitoredSubjects(
          { limit: params.limit, cursor: params.cursor, q: params.q, outcome: params.outcome },
          { signal },
        ),
    }),

  /** One page of `GET /monitoring/alerts` (listMonitoringAlerts), newest first. */
  alerts: (params: ListMonitoringAlertsParams) =>
    queryOptions({
      queryKey: ['monitoring', 'alerts', params] as const,
      queryFn: ({ signal }) =>
        listMonitoringAlerts(
          { limit: params.limit, cursor: params.cursor, subjectId: params.subjectId },
          { signal },
        ),
    }),
};
