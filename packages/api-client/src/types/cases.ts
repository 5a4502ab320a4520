/**
 * AML case review, named from the
 * generated OpenAPI types so they follow the API's schemas.
 */
import type { RequestBody, ResponseBody } from './generated';

/** One page of `GET /cases`: the cases, the counts per review state of the whole queue, the next cursor. */
export type CasePage = ResponseBody<'/cases', 'get', 200>;
/** One case of the queue: subject, report, matches, review state, assignee. */
export type Case = CasePage['items'][number];
/** One list entry a case raised, with the fields that matched and the score. */
export type CaseMatch = Case['matches'][number];
/** `open`, `in_review`, `true_match`, `false_positive` or `escalated`. */
export type ReviewState = Case['reviewState'];
/** @deprecated The old name of {@link CaseMatch}; removed with @pulse/api 2.0. */
export type CaseCandidate = CaseMatch;
/** @deprecated The old name of {@link ReviewState}; removed with @pulse/api 2.0. */
export type CaseStatus = ReviewState;
/** Cases per review state of the whole queue (of the view mode), filters aside. */
export type CaseCounts = CasePage['counts'];
/** `GET /cases/{id}`: the case with its history, oldest first. */
export type CaseDetail = ResponseBody<'/cases/{id}', 'get', 200>;
/** One action of a case's history: who, when, what, from → to, note. */
export type CaseEvent = CaseDetail['history'][number];
/** `PATCH /cases/{id}`: a review state, an assignee (null unassigns) and/or a note; at least one. */
export type CaseChange = RequestBody<'/cases/{id}', 'patch'>;
/** `GET` and `PUT /cases/settings`: the tenant's four-eyes rule. */
export type CaseSettings = ResponseBody<'/cases/settings', 'get', 200>;

export interface ListCasesParams {
  state?: ReviewState;
  /** @deprecated The old name of `state`, still read; removed with @pulse/api 2.0. */
  status?: ReviewState;
  /** A member id, or `none` for unassigned cases. */
  assignee?: string;
  /** A list source key (`ofac-sdn`, `un`, …): cases with a match from that list. */
  source?: string;
  /** Cases opened at least this many days ago. */
  age?: number;
  limit?: number;
  cursor?: string;
}
