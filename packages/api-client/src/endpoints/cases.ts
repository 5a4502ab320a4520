import { request, seg } from '../client';
import type { CallOptions } from '../client';
import type {
  CaseChange,
  CaseDetail,
  CasePage,
  CaseSettings,
  ListCasesParams,
} from '../types/cases';

/**
 * `GET /cases?state&assignee&source&age&limit&cursor`: the review queue of the view mode, newest
 * first, with the counts per review state of the whole queue.
 * @throws ApiError 400 VALIDATION_ERROR or INVALID_CURSOR
 */
export function listCases(params: ListCasesParams = {}, options?: CallOptions): Promise<CasePage> {
  return request('/cases', {
    ...options,
    query: {
      // A remote built before the rename still passes `status`.
      state: params.state ?? params.status,
      assignee: params.assignee,
      source: params.source,
      age: params.age,
      limit: params.limit,
      cursor: params.cursor,
    },
    viewMode: true,
  });
}

/**
 * `GET /cases/{id}`: one case with its history, oldest first.
 * @throws ApiError 404 for an unknown case, or one of the other view mode
 */
export function getCase(id: string, options?: CallOptions): Promise<CaseDetail> {
  return request(`/cases/${seg(id)}`, { ...options, viewMode: true });
}

/**
 * `PATCH /cases/{id}`: a reviewer's change (review state, assignee, note). With the tenant's four-eyes
 * rule on, a first `true_match` is a proposal that a different member confirms.
 * @returns the case with its history
 * @throws ApiError 400 (assignee not a member), 403 (viewer), 404, 409 INVALID_TRANSITION or
 *   FOUR_EYES_SAME_REVIEWER
 */
export function updateCase(
  id: string,
  change: CaseChange,
  options?: CallOptions,
): Promise<CaseDetail> {
  return request(`/cases/${seg(id)}`, {
    ...options,
    method: 'PATCH',
    body: change,
    viewMode: true,
  });
}

/** `GET /cases/settings`: the tenant's four-eyes rule (the same in both view modes). */
export function getCaseSettings(options?: CallOptions): Promise<CaseSettings> {
  return request('/cases/settings', { ...options });
}

/**
 * `PUT /cases/settings`: turns the four-eyes rule on or off (owners and admins).
 * @throws ApiError 403 for other roles
 */
export function updateCaseSettings(
  settings: CaseSettings,
  options?: CallOptions,
): Promise<CaseSettings> {
  return request('/cases/settings', { ...options, method: 'PUT', body: settings });
}
