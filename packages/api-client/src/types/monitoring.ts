/**
 * Ongoing AML monitoring (subjects screened again after every list update, and the alerts those
 * re-screens raise), named from the generated OpenAPI types so they follow the API's schemas.
 * Only the call parameters are the client's own.
 */
import type { RequestBody, ResponseBody } from './generated';

/** One page of `GET /monitoring/subjects`, with the total of the filtered subjects. */
export type MonitoredSubjectPage = ResponseBody<'/monitoring/subjects', 'get', 200>;
/** One monitored subject. */
export type MonitoredSubject = MonitoredSubjectPage['items'][number];
/** A subject's current decision: its last screen's, or `ERROR` when that screen failed. */
export type MonitoredDecision = MonitoredSubject['decision'];
/** The decisions a batch row or a subject's first screen can have, `ERROR` aside. */
export type MonitoringDecision = Exclude<MonitoredDecision, 'ERROR'>;
/** @deprecated The old name of {@link MonitoredDecision}; removed with @pulse/api 2.0. */
export type MonitoredOutcome = MonitoredDecision;
/** @deprecated The old name of {@link MonitoringDecision}; removed with @pulse/api 2.0. */
export type MonitoringOutcome = MonitoringDecision;
/** Whether a subject is a person or a business. */
export type MonitoredKind = MonitoredSubject['kind'];
/** Where a subject came from: a report, a batch row, or added by hand (or through the API). */
export type MonitoredOrigin = MonitoredSubject['origin'];

/** What `POST /monitoring/subjects` takes: a report, a subject typed by hand, or a batch's rows. */
type MonitorBody = RequestBody<'/monitoring/subjects', 'post'>;
/** The subject of an AML person or business report (400 `NOT_AML_REPORT` for any other report). */
export type MonitorReport = Extract<MonitorBody, { reportId: string }>;
/** A subject typed by hand: a person (date of birth optional) or a business. */
export type NewMonitoredSubject = Extract<MonitorBody, { kind: string }>;
/** The rows of a batch, all of them or those of the given decisions. */
export type MonitorBatch = Extract<MonitorBody, { batchId: string }>;

/** The answer to a batch: subjects added and rows whose subject was already monitored. */
export type MonitorBatchResult = Extract<
  ResponseBody<'/monitoring/subjects', 'post', 201>,
  { added: number }
>;

/**
 * The answer to a single subject: `created` is true for 201 (now monitored, one AML call used)
 * and false for 200 (it was already monitored, nothing charged). The status is the client's
 * reading, not a body field.
 */
export interface MonitorSubjectResult {
  subject: MonitoredSubject;
  created: boolean;
}

/** One page of `GET /monitoring/alerts`, newest first. */
export type MonitoringAlertPage = ResponseBody<'/monitoring/alerts', 'get', 200>;
/** One alert: a re-screen after a list update that changed a match. */
export type MonitoringAlert = MonitoringAlertPage['items'][number];
/** What an alert says happened to a subject's match on a list update. */
export type MonitoringAlertKind = MonitoringAlert['kind'];

export interface ListMonitoredSubjectsParams {
  limit?: number;
  cursor?: string;
  /** Text searched in the subjects' names and references. */
  q?: string;
  decision?: MonitoredDecision;
  /** @deprecated The old name of `decision`, still read; removed with @pulse/api 2.0. */
  outcome?: MonitoredDecision;
}

export interface ListMonitoringAlertsParams {
  limit?: number;
  cursor?: string;
  subjectId?: string;
}
