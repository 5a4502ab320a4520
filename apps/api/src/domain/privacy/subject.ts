/**
 * The search of an erasure or access request (docs/adr/0059-personal-data.md): any of e-mail,
 * phone (E.164), name with date of birth, IP, report id. Checked and turned into the needles the
 * repository matches rows with. Substring matching over text needs values long enough not to match
 * everything, hence the minimum lengths.
 */
import { isIP } from 'node:net';
import { AppError } from '../../lib/errors.js';

export interface PrivacySubject {
  email?: string;
  /** E.164: `+` then 8 to 15 digits. */
  phone?: string;
  name?: string;
  /** YYYY-MM-DD; only with `name`. */
  dateOfBirth?: string;
  ip?: string;
  /** A report's referenceID. */
  reportId?: string;
}

/** Which criteria a search gave, no values: what the request row keeps after an erasure. */
export const CRITERIA = ['email', 'phone', 'nameDob', 'ip', 'reportId'] as const;
export type Criterion = (typeof CRITERIA)[number];

/** The values a row is matched on: any single needle, or both of `nameDob`. */
export interface SubjectMatch {
  needles: string[];
  nameDob: [string, string] | null;
  reportId: string | null;
}

const bad = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

/**
 * Checks a search and gives its criteria and match.
 * @throws 400 VALIDATION_ERROR when nothing is given, a name comes without a date of birth (or the
 *   reverse), or a value is not of its form
 */
export function subjectMatch(s: PrivacySubject): { criteria: Criterion[]; match: SubjectMatch } {
  const criteria: Criterion[] = [];
  const needles: string[] = [];
  if (s.email !== undefined) {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.email)) throw bad('email is not an e-mail address');
    criteria.push('email');
    needles.push(s.email.toLowerCase());
  }
  if (s.phone !== undefined) {
    if (!/^\+[1-9]\d{7,14}$/.test(s.phone)) throw bad('phone must be E.164, e.g. +14155550123');
    criteria.push('phone');
    // The digits without `+`: stored inputs hold the number with or without it.
    needles.push(s.phone.slice(1));
  }
  if ((s.name === undefined) !== (s.dateOfBirth === undefined))
    throw bad('name and dateOfBirth go together');
  let nameDob: [string, string] | null = null;
  if (s.name !== undefined && s.dateOfBirth !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s.dateOfBirth)) throw bad('dateOfBirth must be YYYY-MM-DD');
    const name = s.name.trim().replace(/\s+/g, ' ');
    if (name.length < 2) throw bad('name must have at least 2 characters');
    criteria.push('nameDob');
    nameDob = [name, s.dateOfBirth];
  }
  if (s.ip !== undefined) {
    if (isIP(s.ip) === 0) throw bad('ip is not an IPv4 or IPv6 address');
    criteria.push('ip');
    needles.push(s.ip.toLowerCase());
  }
  if (s.reportId !== undefined) criteria.push('reportId');
  if (criteria.length === 0)
    throw bad('give at least one of email, phone, name with dateOfBirth, ip, reportId');
  return { criteria, match: { needles, nameDob, reportId: s.reportId ?? null } };
}
