// The single lookups (email, phone, IP, BIN, address) are GENERATED from apps/api/openapi.json
// (src/generated/schema.ts, `pnpm generate`); only names are given here. AML (/amlperson,
// /amlbusiness) and the fraud engine (/fraud-engine) are generated too.
import type { ReportStatus } from './common';
import type { RequestBody, ResponseBody } from './generated';

/** Fuzzy flag on the wire: '2' fuzzy, '1' exact (spec §9). */
export type FuzzyFlag = '1' | '2';

export type EmailLookupBody = RequestBody<'/emaillookup', 'post'>;
export type PhoneLookupBody = RequestBody<'/phonelookup', 'post'>;
/** address, plus country and the caller's current location when known. */
export type AddressLookupBody = RequestBody<'/addresslookup', 'post'>;
/** `ip` (or its alias `ipAddress`). */
export type IpLookupBody = RequestBody<'/iplookup', 'post'>;
/** The first six digits of the card (6–8 accepted). */
export type BinLookupBody = RequestBody<'/binlookup', 'post'>;

/** The full answers of the single lookups: `{ <pulseKey>: { report } }`. */
export type EmailLookupResponse = ResponseBody<'/emaillookup', 'post', 200>;
export type PhoneLookupResponse = ResponseBody<'/phonelookup', 'post', 200>;
export type IpLookupResponse = ResponseBody<'/iplookup', 'post', 200>;
export type BinLookupResponse = ResponseBody<'/binlookup', 'post', 200>;
export type AddressLookupResponse = ResponseBody<'/addresslookup', 'post', 200>;

/** Each engine's `results.response` (the report card's fields; null = no source knows). */
export type EmailResult = EmailLookupResponse['emailPulse']['report']['jsonResponse']['results'];
export type PhoneResult = PhoneLookupResponse['phonePulse']['report']['jsonResponse']['results'];
export type IpResult = IpLookupResponse['ipPulse']['report']['jsonResponse']['results'];
export type BinResult = BinLookupResponse['binPulse']['report']['jsonResponse']['results'];
export type AddressResult =
  AddressLookupResponse['addressPulse']['report']['jsonResponse']['results'];
export type EmailResponse = EmailResult['response'];
export type PhoneResponse = PhoneResult['response'];
export type IpResponse = IpResult['response'];
export type BinResponse = BinResult['response'];
export type AddressResponse = AddressResult['response'];
/** company, and `fuzzy_amlb` ('1' exact, '2' fuzzy; default '2'). */
export type AmlBusinessBody = RequestBody<'/amlbusiness', 'post'>;
/** f_name, l_name, dob? (YYYY-MM-DD), gender? (male/female), `fuzzy_amlp` ('1' exact, '2' fuzzy). */
export type AmlPersonBody = RequestBody<'/amlperson', 'post'>;
/** Every field optional (spec §5 combined rules); only the enabled sub-services with input run. */
export type FraudEngineBody = RequestBody<'/fraud-engine', 'post'>;

export type AmlPersonLookupResponse = ResponseBody<'/amlperson', 'post', 200>;
export type AmlBusinessLookupResponse = ResponseBody<'/amlbusiness', 'post', 200>;
export type FraudEngineLookupResponse = ResponseBody<'/fraud-engine', 'post', 200>;
/** `{ status, message, response: { foundRecords }, reasons, sources }` of an AML screening. */
export type AmlResult =
  AmlPersonLookupResponse['individualAMLPulse']['report']['jsonResponse']['results'];
export type AmlResponse = AmlResult['response'];
/** One listed record (spec §3 "AML response", snake_case fields; null = no list gives it). */
export type AmlFoundRecord = AmlResponse['foundRecords'][number];
/** The fraud engine's combined result; `response` holds riskScore and every sub-result (null = skipped). */
export type FraudEngineResult =
  FraudEngineLookupResponse['fraudEngine']['report']['jsonResponse']['results'];
export type FraudEngineResponse = FraudEngineResult['response'];

/**
 * A data set or library an answer relied on. Kept looser than the generated
 * `{ name, version: string | null, licence }` (EmailResult['sources'][number]) so readers can
 * normalise partial legacy data.
 */
export interface DataSource {
  name: string;
  version?: string;
  licence?: string;
  /** Date of the data (YYYY-MM-DD) of a dated list. */
  date?: string | null;
}

/** What every engine returns. */
export interface LookupResult<R = Record<string, unknown>> {
  status: ReportStatus;
  message: string;
  response: R | null;
  reasons?: string[];
  sources?: DataSource[];
}

export interface LookupReport<R = Record<string, unknown>> {
  referenceID: string;
  requestDateTime: string;
  jsonResponse: { results: LookupResult<R> };
}

/** Spec §3: `{product}.report.referenceID` and `{product}.report.jsonResponse.results.status`. */
export type LookupResponse<K extends string = string, R = Record<string, unknown>> = {
  [P in K]: { report: LookupReport<R> };
};

/** The result key of each lookup (spec §3 "Demo result location by type"). */
export interface LookupKeys {
  emailLookup: 'emailPulse';
  phoneLookup: 'phonePulse';
  addressLookup: 'addressPulse';
  ipLookup: 'ipPulse';
  binLookup: 'binPulse';
  amlPerson: 'individualAMLPulse';
  amlBusiness: 'businessAMLPulse';
  fraudEngine: 'fraudEngine';
}
