/**
 * The registry of the places that hold a data subject's personal data
 * (docs/adr/0059-personal-data.md). Erasure, access and retention all walk this one list; the SQL of
 * each place (find, redact, export) is in repositories/privacy.ts, keyed by the same names.
 *
 * The order is the order an erasure works them: rows that hang off another place come before it
 * (a case's events before the case, a report's batch row before the report), so a run resumed
 * after a crash still finds them through the link; reports come last.
 *
 * `test/services/privacy-schema-walk.test.ts` searches every text, jsonb and array column of the
 * database after an erasure: a place missing here makes it fail.
 */

/** The kinds of data with a retention period of their own (domain/privacy/retention.ts). */
export type RetentionKind =
  'reports' | 'batchRows' | 'requestLog' | 'closedCases' | 'endedMonitoring';

export const PLACES = [
  'privacyRequests',
  'falsePositiveMemory',
  'caseEvents',
  'monitoringAlerts',
  'requestLogBodies',
  'requestLog',
  'webhookAttempts',
  'webhookDeliveries',
  'batchRows',
  'cases',
  'monitoredSubjects',
  'watchlistEntries',
  'reports',
] as const;

export type Place = (typeof PLACES)[number];

/** What a place is, for the certificate's readers and the docs. */
export const PLACE_LABELS: Record<Place, string> = {
  privacyRequests: 'Earlier privacy requests (their search and export)',
  falsePositiveMemory: 'False-positive decisions remembered for the subject',
  caseEvents: 'Notes on AML cases',
  monitoringAlerts: 'Monitoring alerts',
  requestLogBodies: 'Request-log bodies',
  requestLog: 'Request-log entries (caller IP)',
  webhookAttempts: 'Webhook endpoint answers',
  webhookDeliveries: 'Webhook deliveries',
  batchRows: 'Batch rows (and so every results file)',
  cases: 'AML cases',
  monitoredSubjects: 'Monitored subjects',
  watchlistEntries: 'Watchlist entries',
  reports: 'Reports',
};

/** The marker a redacted text column holds. */
export const REDACTED = '[personal data removed]';
