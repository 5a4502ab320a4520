import { request, requestRaw, seg } from '../client';
import type { CallOptions } from '../client';
import type {
  ListMonitoredSubjectsParams,
  ListMonitoringAlertsParams,
  MonitorBatch,
  MonitorBatchResult,
  MonitoredSubject,
  MonitoredSubjectPage,
  MonitoringAlertPage,
  MonitorReport,
  MonitorSubjectResult,
  NewMonitoredSubject,
} from '../types/monitoring';

/**
 * `POST /monitoring/subjects` with one subject (a report's or one typed by hand): screens it once,
 * which uses one AML call, then again after every list update at no charge.
 * @returns the subject and `created` (201) or not (200: already monitored, nothing charged)
 * @throws ApiError 400 VALIDATION_ERROR or NOT_AML_REPORT, 402 when the AML calls are used up,
 *   403 for viewers and analysts, 404 for an unknown report
 */
export async function monitorSubject(
  subject: MonitorReport | NewMonitoredSubject,
  options?: CallOptions,
): Promise<MonitorSubjectResult> {
  const res = await requestRaw<{ subject: MonitoredSubject }>('/monitoring/subjects', {
    ...options,
    viewMode: true,
    method: 'POST',
    body: subject,
  });
  return {
    subject: (res._data as { subject: MonitoredSubject }).subject,
    created: res.status === 201,
  };
}

/**
 * `POST /monitoring/subjects` with `{ batchId, decisions? }`: monitors the subjects of a batch's
 * rows (of those decisions only, when given), one AML call each.
 * @throws ApiError 400, 402 when the AML calls are used up, 403, 404 for an unknown batch
 */
export function monitorBatch(
  batch: MonitorBatch,
  options?: CallOptions,
): Promise<MonitorBatchResult> {
  return request('/monitoring/subjects', {
    ...options,
    viewMode: true,
    method: 'POST',
    body: batch,
  });
}

/**
 * `GET /monitoring/subjects?limit&cursor&q&decision`: the monitored subjects, with the total of
 * those the filters keep.
 * @throws ApiError 400 VALIDATION_ERROR or INVALID_CURSOR
 */
export function listMonitoredSubjects(
  params: ListMonitoredSubjectsParams = {},
  options?: CallOptions,
): Promise<MonitoredSubjectPage> {
  return request('/monitoring/subjects', {
    ...options,
    viewMode: true,
    query: {
      limit: params.limit,
      cursor: params.cursor,
      q: params.q,
      // A remote built before the rename still passes `outcome`.
      decision: params.decision ?? params.outcome,
    },
  });
}

/**
 * `DELETE /monitoring/subjects/{id}`: stops monitoring a subject (204).
 * @throws ApiError 403 for viewers and analysts, 404 for an unknown subject
 */
export async function stopMonitoring(id: string, options?: CallOptions): Promise<void> {
  await request(`/monitoring/subjects/${seg(id)}`, {
    ...options,
    viewMode: true,
    method: 'DELETE',
  });
}

/**
 * `GET /monitoring/alerts?limit&cursor&subjectId`: what the re-screens after list updates found,
 * newest first.
 * @throws ApiError 400 VALIDATION_ERROR or INVALID_CURSOR
 */
export function listMonitoringAlerts(
  params: ListMonitoringAlertsParams = {},
  options?: CallOptions,
): Promise<MonitoringAlertPage> {
  return request('/monitoring/alerts', {
    ...options,
    viewMode: true,
    query: { limit: params.limit, cursor: params.cursor, subjectId: params.subjectId },
  });
}
