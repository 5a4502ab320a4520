/**
 * AML case review, named from the
 * generated OpenAPI types so they follow the API's schemas.
 */
import type { RequestBody, ResponseBody } from './generated';

/** One page of `GET /cases`: the cases, the counts per status of the whole queue, the next cursor. */
export type CasePage = ResponseBody<'/cases', 'get', 200>;
/** One case of the queue: subject, report, candidates, status, assignee. */
export type Case = CasePage['items'][number];
/** One list entry a case raised, with the fields that matched and the score. */
export type CaseCandidate = Case['candidates'][number];
/** `open`, `in_review`, `true_match`, `false_positive` or `escalated`. */
export type CaseStatus = Case['status'];
/** Cases per status of the whole queue (of the view mode), filters aside. */
export type CaseCounts = CasePage['counts'];
/** `GET /cases/{id}`: the case with its history, oldest first. */
export type CaseDetail = ResponseBody<'/cases/{id}', 'get', 200>;
/** One action of a case's history: who, when, what, from → to, note. */
export type CaseEvent = CaseDetail['history'][number];
/** `PATCH /cases/{id}`: a status, an assignee (null unassigns) and/or a note; at least one. */
export type CaseChange = RequestBody<'/cases/{id}', 'patch'>;
/** `GET` and `PUT /cases/settings`: the tenant's four-eyes rule. */
export type CaseSettings = ResponseBody<'/cases/settings', 'get', 200>;

export interface ListCasesParams {
  status?: CaseStatus;
  /** A member id, or `none` for unassigned cases. */
  assignee?: string;
  /** A list source key (`ofac-sdn`, `un`, …): cases with a candidate from that list. */
  source?: string;
  /** Cases opened at least this many days ago. */
  age?: number;
  limit?: number;
  cursor?: string;
}
