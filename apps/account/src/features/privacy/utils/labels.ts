/**
 * Words for the personal-data screens: the places, kinds and states of a request and the kinds of
 * retention, as the API names them (docs/adr/0059-personal-data.md, docs/api-contract.md
 * "Personal data").
 */
import type {
  PrivacyPlace,
  PrivacyRequestKind,
  PrivacyRequestStatus,
  RetentionSettings,
} from '@pulse/api-client';

/** What each place of personal data holds, in a customer's words. */
export const PLACE_LABELS: Record<PrivacyPlace, string> = {
  privacyRequests: 'Earlier privacy requests',
  falsePositiveMemory: 'Remembered false positives',
  caseEvents: 'Case notes',
  monitoringAlerts: 'Monitoring alerts',
  requestLogBodies: 'Request log bodies',
  requestLog: 'Request log',
  webhookAttempts: 'Webhook replies',
  webhookDeliveries: 'Webhook events',
  batchRows: 'Batch rows and results',
  cases: 'Cases',
  monitoredSubjects: 'Monitored subjects',
  watchlistEntries: 'Watchlist entries',
  reports: 'Reports',
};

/** A place's label; the key itself for a place this screen does not know yet. */
export const placeLabel = (place: string): string =>
  (PLACE_LABELS as Record<string, string>)[place] ?? place;

export const KIND_LABELS: Record<PrivacyRequestKind, string> = {
  erasure: 'Erasure',
  access: 'Access (export)',
};

export const STATUS_LABELS: Record<PrivacyRequestStatus, string> = {
  previewed: 'Previewed',
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
};

/** Whether the job of a request still works (poll it). */
export const isWorking = (status: PrivacyRequestStatus): boolean =>
  status === 'queued' || status === 'running';

export type RetentionKind = keyof RetentionSettings;

/**
 * The kinds of retention in the order of the form, with the API's documented defaults in days
 * (docs/api-contract.md "Personal data").
 */
export const RETENTION_KINDS: readonly { kind: RetentionKind; label: string; days: number }[] = [
  { kind: 'reports', label: 'Reports', days: 730 },
  { kind: 'batchRows', label: 'Batch rows and results files', days: 365 },
  { kind: 'requestLog', label: 'Request-log bodies', days: 30 },
  { kind: 'closedCases', label: 'Closed cases', days: 1825 },
  { kind: 'endedMonitoring', label: 'Ended monitoring', days: 365 },
];

/** The bounds of a period, as the API's schema has them (`PUT /privacy/settings`). */
export const MIN_RETENTION_DAYS = 1;
export const MAX_RETENTION_DAYS = 3650;

/** Rows counted by a list of places. */
export const totalOf = (places: readonly { count: number }[]): number =>
  places.reduce((sum, p) => sum + p.count, 0);

/** What a request searched by (its `criteria`, never the values). */
export const CRITERION_LABELS: Record<string, string> = {
  email: 'E-mail',
  phone: 'Phone',
  nameDob: 'Name and date of birth',
  ip: 'IP address',
  reportId: 'Report id',
};

export const criteriaText = (criteria: readonly string[]): string =>
  criteria.map((c) => CRITERION_LABELS[c] ?? c).join(', ') || '—';
