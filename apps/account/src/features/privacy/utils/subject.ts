/**
 * The search of an erasure or access request as the form holds it, its checks and the body it
 * becomes. The rules are the API's (`POST /privacy/requests`, docs/api-contract.md "Personal
 * data"): at least one criterion; name and date of birth together; phone in E.164; the minimum
 * lengths that keep a substring search from matching too much (docs/adr/0059-personal-data.md).
 */
import type { PrivacyRequestBody, PrivacyRequestKind } from '@pulse/api-client';

export interface SearchValues {
  kind: PrivacyRequestKind;
  email?: string;
  phone?: string;
  name?: string;
  dateOfBirth?: string;
  ip?: string;
  reportId?: string;
}

export const NO_CRITERION =
  'Enter at least one of: e-mail, phone, name with date of birth, IP address or report id';
export const EMAIL_INVALID = 'Enter an e-mail address of 6 to 254 characters';
export const PHONE_INVALID =
  'Enter the phone in E.164 form: + then 8 to 15 digits, e.g. +14155550123';
export const NAME_INVALID = 'Enter a name of 2 to 200 characters';
export const NAME_NEEDS_DOB = 'A name is searched with its date of birth: enter both';
export const DOB_INVALID = 'Enter the date of birth as YYYY-MM-DD';
export const IP_INVALID = 'Enter an IPv4 or IPv6 address';
export const REPORT_ID_INVALID = 'Enter a report id as it is shown, e.g. rpt_8f2c…';

const E164 = /^\+[1-9][0-9]{7,14}$/;
const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const REPORT_ID = /^rpt_[A-Za-z0-9]{1,60}$/;
const IP = /^[0-9A-Fa-f:.]{7,45}$/;

const clean = (v: string | undefined): string => (v ?? '').trim();

/** The form's errors by field; `FORM_ERROR`-like `_` for no criterion at all. */
export function checkSearch(values: SearchValues): Partial<Record<keyof SearchValues, string>> {
  const errors: Partial<Record<keyof SearchValues, string>> = {};
  const email = clean(values.email);
  const phone = clean(values.phone);
  const name = clean(values.name);
  const dob = clean(values.dateOfBirth);
  const ip = clean(values.ip);
  const reportId = clean(values.reportId);
  if (email && (email.length < 6 || email.length > 254 || !email.includes('@')))
    errors.email = EMAIL_INVALID;
  if (phone && !E164.test(phone)) errors.phone = PHONE_INVALID;
  if (name && (name.length < 2 || name.length > 200)) errors.name = NAME_INVALID;
  if (name && !dob) errors.dateOfBirth = NAME_NEEDS_DOB;
  if (dob && !DATE.test(dob)) errors.dateOfBirth = DOB_INVALID;
  if (dob && !name) errors.name = NAME_NEEDS_DOB;
  if (ip && !IP.test(ip)) errors.ip = IP_INVALID;
  if (reportId && !REPORT_ID.test(reportId)) errors.reportId = REPORT_ID_INVALID;
  if (!email && !phone && !name && !dob && !ip && !reportId) errors.email = NO_CRITERION;
  return errors;
}

/** The body of `POST /privacy/requests`: the kind and the filled criteria, trimmed. */
export function toRequestBody(values: SearchValues): PrivacyRequestBody {
  const subject: PrivacyRequestBody['subject'] = {};
  const keys = ['email', 'phone', 'name', 'dateOfBirth', 'ip', 'reportId'] as const;
  for (const key of keys) {
    const v = clean(values[key]);
    if (v) subject[key] = v;
  }
  return { kind: values.kind, subject };
}
