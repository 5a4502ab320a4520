/**
 * The value lists that the database columns, the services and the wire schemas share: the tables
 * (db/schema) store them, the routes' schemas declare them, so each is written once, here.
 */

/**
 * Where a batch is: `uploading` (its file is still being stored; `row_count` counts the rows stored
 * so far), `interrupted` (the upload stopped before the end of the file: a client that went away,
 * a process that died; it keeps the rows stored and never starts), `preview` (uploaded, nothing
 * charged, waiting for the customer to confirm), `queued`, `running`, `paused` (see
 * `pause_reason`), `cancelled`, `done`, `failed`.
 */
export const BATCH_STATES = [
  'uploading',
  'interrupted',
  'preview',
  'queued',
  'running',
  'paused',
  'cancelled',
  'done',
  'failed',
] as const;
export type BatchState = (typeof BATCH_STATES)[number];

/**
 * The roles of a member, most powerful first; `analyst` reads what a viewer reads and reviews AML
 * cases (docs/adr/0011-roles.md).
 */
export const MEMBER_ROLES = ['owner', 'admin', 'developer', 'analyst', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** A case's statuses: `open` (new), `in_review`, and the closing ones. */
export const REVIEW_STATES = [
  'open',
  'in_review',
  'true_match',
  'false_positive',
  'escalated',
] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** Where a monitored subject came from. */
export const MONITOR_ORIGINS = ['report', 'batch', 'api'] as const;
export type MonitorOrigin = (typeof MONITOR_ORIGINS)[number];

/** What an alert says about one list entry of a subject. */
export const ALERT_KINDS = ['new_match', 'changed_match', 'match_ended'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** A screening's decision, worst last but ERROR (no decision could be made). */
export const DECISIONS = ['VERIFIED', 'SUSPICIOUS', 'RISKY', 'DECLINED', 'ERROR'] as const;
export type Decision = (typeof DECISIONS)[number];

/** The states of an erasure or access request, in order (docs/adr/0059-personal-data.md). */
export const PRIVACY_REQUEST_STATUSES = ['previewed', 'queued', 'running', 'done'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];
