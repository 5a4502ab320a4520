/**
 * Ongoing AML monitoring: the subjects screened again after
 * every update of the sanctions lists, and the alerts those re-screens raise. Written by hand from
 * the agreed contract until the API publishes the routes in its OpenAPI document.
 */

/** The outcomes a batch row or a subject's first screen can have, `ERROR` aside. */
export type MonitoringOutcome = 'VERIFIED' | 'SUSPICIOUS' | 'RISKY' | 'DECLINED';

/** A subject's current outcome: its last screen's, or `ERROR` when that screen failed. */
export type MonitoredOutcome = MonitoringOutcome | 'ERROR';

/** Whether a subject is a person or a business. */
export type MonitoredKind = 'person' | 'business';

/** Where a subject came from: a report, a batch row, or added by hand (or through the API). */
export type MonitoredOrigin = 'report' | 'batch' | 'api';

/** One monitored subject, as `GET /monitoring/subjects` lists it. */
export interface MonitoredSubject {
  id: string;
  kind: MonitoredKind;
  name: string;
  /** `YYYY-MM-DD`, persons only; null when not given. */
  dateOfBirth: string | null;
  /** ISO 3166-1 alpha-2, or null. */
  country: string | null;
  /** The caller's own reference, or null. */
  reference: string | null;
  origin: MonitoredOrigin;
  outcome: MonitoredOutcome;
  /** List entries the last screen matched. */
  matchCount: number;
  /** ISO 8601. */
  lastScreenedAt: string;
  /** ISO 8601. */
  createdAt: string;
}

/** One page of `GET /monitoring/subjects`, with the total of the filtered subjects. */
export interface MonitoredSubjectPage {
  items: MonitoredSubject[];
  nextCursor: string | null;
  total: number;
}

export interface ListMonitoredSubjectsParams {
  limit?: number;
  cursor?: string;
  /** Text searched in the subjects' names and references. */
  q?: string;
  outcome?: MonitoredOutcome;
}

/** A subject typed by hand: a person (date of birth optional) or a business. */
export type NewMonitoredSubject =
  | { kind: 'person'; name: string; dateOfBirth?: string; country?: string; reference?: string }
  | { kind: 'business'; name: string; country?: string; reference?: string };

/** The subject of an AML person or business report (400 `NOT_AML_REPORT` for any other report). */
export interface MonitorReport {
  reportId: string;
}

/** The rows of a batch, all of them or those of the given outcomes. */
export interface MonitorBatch {
  batchId: string;
  outcomes?: MonitoringOutcome[];
}

/**
 * The answer to a single subject: `created` is true for 201 (now monitored, one AML call used)
 * and false for 200 (it was already monitored, nothing charged).
 */
export interface MonitorSubjectResult {
  subject: MonitoredSubject;
  created: boolean;
}

/** The answer to a batch: subjects added and rows whose subject was already monitored. */
export interface MonitorBatchResult {
  added: number;
  alreadyMonitored: number;
}

/** What an alert says happened to a subject's match on a list update. */
export type MonitoringAlertKind = 'new_match' | 'changed_match' | 'match_ended';

/** One alert of `GET /monitoring/alerts`: a re-screen after a list update that changed a match. */
export interface MonitoringAlert {
  id: string;
  subjectId: string;
  subjectName: string;
  kind: MonitoringAlertKind;
  /** The list entry (`GET /aml/entries/{recordId}`). */
  recordId: string;
  entryName: string;
  /** The list's source key (`ofac-sdn`, `un`, …). */
  source: string;
  listVersion: number;
  /** The list update that raised it (`GET /aml/list-updates/{updateId}`). */
  updateId: string;
  /** The case the alert opened, or null. */
  caseId: string | null;
  /** ISO 8601. */
  createdAt: string;
}

/** One page of `GET /monitoring/alerts`, newest first. */
export interface MonitoringAlertPage {
  items: MonitoringAlert[];
  nextCursor: string | null;
}

export interface ListMonitoringAlertsParams {
  limit?: number;
  cursor?: string;
  subjectId?: string;
}
