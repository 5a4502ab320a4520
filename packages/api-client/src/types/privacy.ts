/**
 * Personal data (issue 52, docs/adr/0059-personal-data.md): erasure and access requests, retention
 * periods and legal holds, named from the generated OpenAPI types so they follow the API's schemas.
 */
import type { RequestBody, ResponseBody } from './generated';

/** `POST /privacy/requests` body: the kind and the search (at least one criterion). */
export type PrivacyRequestBody = RequestBody<'/privacy/requests', 'post'>;
/** What a request searches by: e-mail, phone (E.164), name with date of birth, IP, report id. */
export type PrivacySubject = PrivacyRequestBody['subject'];
/** An erasure or access request with its preview and progress (never the subject's values). */
export type PrivacyRequest = ResponseBody<'/privacy/requests/{id}', 'get', 200>;
/** `erasure` or `access`. */
export type PrivacyRequestKind = PrivacyRequest['kind'];
/** `previewed`, `queued`, `running`, `done`. */
export type PrivacyRequestStatus = PrivacyRequest['status'];
/** One place of personal data with a count of rows. */
export type PrivacyPlaceCount = PrivacyRequest['preview'][number];
/** A place of personal data (the API's registry key). */
export type PrivacyPlace = PrivacyPlaceCount['place'];
/** The certificate of a completed erasure: places and counts, no personal value. */
export type PrivacyCertificate = ResponseBody<'/privacy/requests/{id}/certificate', 'get', 200>;
/** The data of the subject of a completed access request, per place. */
export type PrivacyExport = ResponseBody<'/privacy/requests/{id}/export', 'get', 200>;
/** The retention periods of the tenant, days per kind of personal data. */
export type RetentionSettings = ResponseBody<'/privacy/settings', 'get', 200>;
/** A case's legal hold after it was set or released. */
export type CaseHoldState = ResponseBody<'/cases/{id}/hold', 'post', 200>;
