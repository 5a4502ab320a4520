/** The eight services of spec §1 / §3 ("Demo types"), by their keys. */
export type ServiceKey =
  | 'emailLookup'
  | 'phoneLookup'
  | 'addressLookup'
  | 'ipLookup'
  | 'binLookup'
  | 'amlPerson'
  | 'amlBusiness'
  | 'fraudEngine';

/** The seven sub-services of the fraud engine. */
export type FraudEngineSubService = Exclude<ServiceKey, 'fraudEngine'>;

/** Statuses stored by the API (docs/architecture.md §11); the UI also copes with legacy values (spec §4 table). */
export type KnownReportStatus = 'VERIFIED' | 'SUSPICIOUS' | 'RISKY' | 'DECLINED' | 'ERROR';
export type ReportStatus = KnownReportStatus | (string & Record<never, never>);

/** A calendar month, `YYYY-MM` (spec §9). */
export type Month = string;
