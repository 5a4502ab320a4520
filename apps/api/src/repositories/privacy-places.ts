/**
 * The SQL of each place of the personal-data registry (domain/privacy/places.ts,
 * docs/adr/0059-personal-data.md): how its rows are scoped to a tenant, which of its columns hold
 * personal data (as one text, for matching), how a row hangs off a report, how it is redacted,
 * what an access request exports, and which rows a retention period reaches.
 *
 * Every expression is over the alias `t`. `scope` is always applied: a place without `tenant_id`
 * joins its parent, and rows kept by a legal hold are left out. `pending` is false once a row is
 * redacted, so a redaction run twice (a retried job) finds nothing the second time.
 */
import { type SQL, sql } from 'drizzle-orm';
import { type Place, REDACTED, type RetentionKind } from '../domain/privacy/places.js';

export interface PlaceSql {
  table: string;
  scope: (tenantId: string) => SQL;
  /** The personal columns as one text. */
  text: SQL;
  /** Rows that hang off one of the matched reports `r` (their reference ids). */
  link?: (r: SQL, tenantId: string) => SQL;
  /** Not yet redacted. */
  pending: SQL;
  /** The `set` list of the update; absent: the row is deleted. */
  set?: SQL;
  /** The row as an access request gives it (jsonb). */
  export: SQL;
  /** The retention kind the place follows and the rows past `cutoff` (a timestamptz). */
  retention?: { kind: RetentionKind; due: (cutoff: SQL, tenantId: string) => SQL };
}

const marker = sql`${REDACTED}::text`;
const heldCase = (tenantId: string, reportId: SQL) =>
  sql`exists (select 1 from cases h where h.tenant_id = ${tenantId}::uuid and h.report_id = ${reportId} and h.hold_reason is not null)`;
/** A closed case past the cutoff, not held: the reach of `closedCases`. */
const closedBefore = (c: string, cutoff: SQL) =>
  sql`${sql.raw(c)}.review_state in ('true_match', 'false_positive') and ${sql.raw(c)}.updated_at < ${cutoff} and ${sql.raw(c)}.hold_reason is null`;
const WEBHOOK_REDACTED = '{"redacted":true}';

export const PLACE_SQL: Record<Place, PlaceSql> = {
  // Earlier requests about the person: a previewed search, an access request's export. The
  // request being run is `running`, so it never matches itself.
  privacyRequests: {
    table: 'privacy_requests',
    scope: (x) => sql`t.tenant_id = ${x}::uuid and t.status in ('previewed', 'done')`,
    text: sql`concat_ws(' ', t.subject::text, t.export::text)`,
    pending: sql`(t.subject is not null or t.export is not null)`,
    set: sql`subject = null, export = null`,
    export: sql`jsonb_build_object('requestId', t.id, 'kind', t.kind, 'createdAt', t.created_at)`,
  },
  falsePositiveMemory: {
    table: 'false_positive_memory',
    scope: (x) => sql`t.tenant_id = ${x}::uuid`,
    text: sql`t.subject_key`,
    link: (r, x) =>
      sql`(t.subject_key in (select c.subject_key from cases c where c.tenant_id = ${x}::uuid and c.report_id = any(${r}) and c.hold_reason is null)
        or t.subject_key in (select s.subject_key from monitored_subjects s where s.tenant_id = ${x}::uuid and s.report_id = any(${r})))`,
    pending: sql`true`,
    export: sql`jsonb_build_object('subjectKey', t.subject_key, 'entryId', t.entry_id, 'decidedAt', t.decided_at)`,
  },
  caseEvents: {
    table: 'case_events',
    scope: (x) =>
      sql`t.tenant_id = ${x}::uuid and not exists (select 1 from cases h where h.id = t.case_id and h.hold_reason is not null)`,
    text: sql`coalesce(t.note, '')`,
    link: (r) =>
      sql`exists (select 1 from cases c where c.id = t.case_id and c.report_id = any(${r}))`,
    pending: sql`t.note is not null and t.note <> ${marker}`,
    set: sql`note = ${marker}`,
    export: sql`jsonb_build_object('caseId', t.case_id, 'at', t.at, 'note', t.note)`,
    retention: {
      kind: 'closedCases',
      due: (cutoff) =>
        sql`exists (select 1 from cases c where c.id = t.case_id and ${closedBefore('c', cutoff)})`,
    },
  },
  monitoringAlerts: {
    table: 'monitoring_alerts',
    scope: (x) => sql`t.tenant_id = ${x}::uuid`,
    text: sql`t.subject_name`,
    link: (r) =>
      sql`exists (select 1 from monitored_subjects s where s.id = t.subject_id and s.report_id = any(${r}))`,
    pending: sql`t.subject_name <> ${marker}`,
    set: sql`subject_name = ${marker}`,
    export: sql`jsonb_build_object('alertId', t.id, 'subjectName', t.subject_name, 'kind', t.kind, 'createdAt', t.created_at)`,
    // A match that ended: the alert is what remains of it.
    retention: {
      kind: 'endedMonitoring',
      due: (cutoff) => sql`t.kind = 'match_ended' and t.created_at < ${cutoff}`,
    },
  },
  requestLogBodies: {
    table: 'api_request_bodies',
    scope: (x) =>
      sql`exists (select 1 from api_requests q where q.id = t.request_id and q.tenant_id = ${x}::uuid)`,
    text: sql`concat_ws(' ', t.query::text, t.request_headers::text, t.request_body::text, t.response_body::text)`,
    link: (r) =>
      sql`exists (select 1 from api_requests q where q.id = t.request_id and q.report_id = any(${r}))`,
    pending: sql`(t.query is not null or t.request_body is not null or t.response_body is not null or t.request_headers <> '{}'::jsonb)`,
    set: sql`query = null, request_headers = '{}'::jsonb, request_body = null, response_body = null`,
    export: sql`jsonb_build_object('requestId', t.request_id, 'query', t.query, 'requestBody', t.request_body, 'responseBody', t.response_body)`,
    retention: { kind: 'requestLog', due: (cutoff) => sql`t.created_at < ${cutoff}` },
  },
  // The caller's IP: the subject's only when the subject called (no link to reports).
  requestLog: {
    table: 'api_requests',
    scope: (x) => sql`t.tenant_id = ${x}::uuid`,
    text: sql`t.ip`,
    pending: sql`t.ip <> ${marker}`,
    set: sql`ip = ${marker}`,
    export: sql`jsonb_build_object('requestId', t.request_id, 'ip', t.ip, 'createdAt', t.created_at)`,
  },
  webhookAttempts: {
    table: 'webhook_attempts',
    scope: (x) =>
      sql`exists (select 1 from webhook_deliveries d where d.id = t.delivery_id and d.tenant_id = ${x}::uuid)`,
    text: sql`concat_ws(' ', t.response_body, t.error)`,
    pending: sql`(t.response_body is not null or t.error is not null)`,
    set: sql`response_body = null, error = null`,
    export: sql`jsonb_build_object('deliveryId', t.delivery_id, 'responseBody', t.response_body)`,
  },
  webhookDeliveries: {
    table: 'webhook_deliveries',
    scope: (x) => sql`t.tenant_id = ${x}::uuid`,
    text: sql`t.body`,
    pending: sql`t.body <> ${WEBHOOK_REDACTED}`,
    set: sql`body = ${WEBHOOK_REDACTED}`,
    export: sql`jsonb_build_object('deliveryId', t.id, 'eventType', t.event_type, 'body', t.body)`,
  },
  batchRows: {
    table: 'batch_rows',
    scope: (x) =>
      sql`exists (select 1 from batches b where b.id = t.batch_id and b.tenant_id = ${x}::uuid)`,
    text: sql`concat_ws(' ', array_to_string(t.cells, ' '), t.error)`,
    link: (r) => sql`t.reference_id = any(${r})`,
    pending: sql`(exists (select 1 from unnest(t.cells) as v(c) where v.c <> '') or (t.error is not null and t.error <> ${marker}))`,
    // The number of cells stays, so a results file keeps its columns.
    set: sql`cells = array_fill(''::text, array[cardinality(t.cells)]), error = case when t.error is null then null else ${marker} end`,
    export: sql`jsonb_build_object('batchId', t.batch_id, 'rowNo', t.row_no, 'cells', to_jsonb(t.cells), 'referenceId', t.reference_id)`,
    retention: {
      kind: 'batchRows',
      due: (cutoff) =>
        sql`exists (select 1 from batches b where b.id = t.batch_id and b.created_at < ${cutoff} and b.state in ('done', 'cancelled', 'failed', 'interrupted'))`,
    },
  },
  cases: {
    table: 'cases',
    scope: (x) => sql`t.tenant_id = ${x}::uuid and t.hold_reason is null`,
    text: sql`concat_ws(' ', t.subject::text, t.subject_key)`,
    link: (r) => sql`t.report_id = any(${r})`,
    pending: sql`t.redacted_at is null`,
    set: sql`subject = '{}'::jsonb, subject_key = 'redacted:' || t.id::text, redacted_at = now()`,
    export: sql`jsonb_build_object('caseId', t.id, 'reportId', t.report_id, 'subject', t.subject, 'decision', t.decision, 'reviewState', t.review_state)`,
    retention: { kind: 'closedCases', due: (cutoff) => closedBefore('t', cutoff) },
  },
  monitoredSubjects: {
    table: 'monitored_subjects',
    scope: (x) => sql`t.tenant_id = ${x}::uuid`,
    text: sql`concat_ws(' ', t.name, t.date_of_birth, t.reference, t.subject_key)`,
    link: (r) => sql`t.report_id = any(${r})`,
    pending: sql`t.name <> ${marker}`,
    set: sql`name = ${marker}, date_of_birth = null, reference = null, subject_key = 'redacted:' || t.id::text`,
    export: sql`jsonb_build_object('subjectId', t.id, 'name', t.name, 'dateOfBirth', t.date_of_birth, 'country', t.country, 'reference', t.reference)`,
  },
  watchlistEntries: {
    table: 'watchlist_entries',
    scope: (x) => sql`t.tenant_id = ${x}::uuid`,
    text: sql`concat_ws(' ', t.name, array_to_string(t.aliases, ' '), t.date_of_birth)`,
    pending: sql`t.name <> ${marker}`,
    set: sql`name = ${marker}, aliases = '{}'::text[], date_of_birth = null`,
    export: sql`jsonb_build_object('watchlistId', t.watchlist_id, 'reference', t.reference, 'name', t.name, 'aliases', to_jsonb(t.aliases), 'dateOfBirth', t.date_of_birth)`,
  },
  reports: {
    table: 'reports',
    scope: (x) => sql`t.tenant_id = ${x}::uuid and not ${heldCase(x, sql`t.reference_id`)}`,
    text: sql`concat_ws(' ', t.input_request::text, t.result::text)`,
    link: (r) => sql`t.reference_id = any(${r})`,
    pending: sql`t.redacted_at is null`,
    // The status (the outcome) stays; the engine's answer about the person goes.
    set: sql`input_request = '{}'::jsonb,
      result = jsonb_build_object('status', t.result->'status', 'message', '', 'response', null, 'reasons', '[]'::jsonb, 'sources', '[]'::jsonb),
      redacted_at = now()`,
    export: sql`jsonb_build_object('referenceID', t.reference_id, 'service', t.service, 'requestDateTime', t.request_date_time, 'inputRequest', t.input_request, 'result', t.result)`,
    retention: { kind: 'reports', due: (cutoff) => sql`t.request_date_time < ${cutoff}` },
  },
};
