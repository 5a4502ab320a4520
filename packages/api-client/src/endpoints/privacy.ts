import { request, seg } from '../client';
import type { CallOptions } from '../client';
import type {
  CaseHoldState,
  PrivacyCertificate,
  PrivacyExport,
  PrivacyRequest,
  PrivacyRequestBody,
  RetentionSettings,
} from '../types/privacy';

/**
 * `POST /privacy/requests`: previews an erasure or access request, counts per place; nothing is
 * changed until it is run.
 * @throws ApiError 400 VALIDATION_ERROR (no criterion, a name without date of birth, a phone not in
 *   E.164), 403 ROLE_FORBIDDEN for developer, analyst and viewer
 */
export function createPrivacyRequest(
  body: PrivacyRequestBody,
  options?: CallOptions,
): Promise<PrivacyRequest> {
  return request('/privacy/requests', { ...options, method: 'POST', body });
}

/** `GET /privacy/requests?limit&before`: the tenant's requests, newest first (limit 1–100). */
export function listPrivacyRequests(
  params: { limit?: number; before?: string } = {},
  options?: CallOptions,
): Promise<PrivacyRequest[]> {
  return request('/privacy/requests', { ...options, query: { ...params } });
}

/** `GET /privacy/requests/{id}`: one request with its progress. @throws ApiError 404 */
export function getPrivacyRequest(id: string, options?: CallOptions): Promise<PrivacyRequest> {
  return request(`/privacy/requests/${seg(id)}`, { ...options });
}

/**
 * `POST /privacy/requests/{id}/run`: queues the job (202, `queued`).
 * @throws ApiError 404, 409 CONFLICT when already run
 */
export function runPrivacyRequest(id: string, options?: CallOptions): Promise<PrivacyRequest> {
  return request(`/privacy/requests/${seg(id)}/run`, { ...options, method: 'POST' });
}

/** `GET /privacy/requests/{id}/certificate`: a done erasure's certificate. @throws ApiError 409 */
export function getPrivacyCertificate(
  id: string,
  options?: CallOptions,
): Promise<PrivacyCertificate> {
  return request(`/privacy/requests/${seg(id)}/certificate`, { ...options });
}

/** `GET /privacy/requests/{id}/export`: a done access request's data (audited). @throws 409 */
export function getPrivacyExport(id: string, options?: CallOptions): Promise<PrivacyExport> {
  return request(`/privacy/requests/${seg(id)}/export`, { ...options });
}

/** `GET /privacy/settings`: the retention periods in days per kind. */
export function getRetentionSettings(options?: CallOptions): Promise<RetentionSettings> {
  return request('/privacy/settings', { ...options });
}

/** `PUT /privacy/settings`: every period, 1–3,650 days. @throws ApiError 400 VALIDATION_ERROR */
export function updateRetentionSettings(
  body: RetentionSettings,
  options?: CallOptions,
): Promise<RetentionSettings> {
  return request('/privacy/settings', { ...options, method: 'PUT', body });
}

/** `POST /cases/{id}/hold`: keeps a case and its report past retention and erasure. @throws 404 */
export function setCaseHold(
  id: string,
  reason: string,
  options?: CallOptions,
): Promise<CaseHoldState> {
  return request(`/cases/${seg(id)}/hold`, { ...options, method: 'POST', body: { reason } });
}

/** `DELETE /cases/{id}/hold`: lifts a case's legal hold. @throws ApiError 404 */
export function releaseCaseHold(id: string, options?: CallOptions): Promise<CaseHoldState> {
  return request(`/cases/${seg(id)}/hold`, { ...options, method: 'DELETE' });
}
