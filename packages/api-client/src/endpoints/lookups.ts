import { request } from '../client';
import type { CallOptions } from '../client';
import type { ServiceKey } from '../types/common';
import type {
  AddressLookupBody,
  AmlBusinessBody,
  AmlPersonBody,
  BinLookupBody,
  EmailLookupBody,
  FraudEngineBody,
  IpLookupBody,
  LookupKeys,
  LookupReport,
  LookupResponse,
  PhoneLookupBody,
} from '../types/lookups';

type Response<S extends ServiceKey> = LookupResponse<LookupKeys[S]>;

const post = <S extends ServiceKey>(
  path: string,
  body: object,
  options?: CallOptions,
): Promise<Response<S>> => request(path, { ...options, method: 'POST', body, viewMode: true });

/** Spec §7 `POST /emaillookup` { email } → {product}.report */
export const emailLookup = (body: EmailLookupBody, options?: CallOptions) =>
  post<'emailLookup'>('/emaillookup', body, options);

/** Spec §7 `POST /phonelookup` { phone } → {product}.report */
export const phoneLookup = (body: PhoneLookupBody, options?: CallOptions) =>
  post<'phoneLookup'>('/phonelookup', body, options);

/** Spec §7 `POST /addresslookup` { address, country, latitude, longitude } → {product}.report */
export const addressLookup = (body: AddressLookupBody, options?: CallOptions) =>
  post<'addressLookup'>('/addresslookup', body, options);

/** Spec §7 `POST /iplookup` { ip } (docs/architecture.md §11 reading) → {product}.report */
export const ipLookup = (body: IpLookupBody, options?: CallOptions) =>
  post<'ipLookup'>('/iplookup', body, options);

/** Spec §7 `POST /binlookup` { bin } → {product}.report */
export const binLookup = (body: BinLookupBody, options?: CallOptions) =>
  post<'binLookup'>('/binlookup', body, options);

/** Spec §7 `POST /amlbusiness` { company, fuzzy_amlb } → {product}.report */
export const amlBusiness = (body: AmlBusinessBody, options?: CallOptions) =>
  post<'amlBusiness'>('/amlbusiness', body, options);

/** Spec §7 `POST /amlperson` { f_name, l_name, dob, gender, fuzzy_amlp } → {product}.report */
export const amlPerson = (body: AmlPersonBody, options?: CallOptions) =>
  post<'amlPerson'>('/amlperson', body, options);

/** Spec §7 `POST /fraud-engine` (every field optional; latitude/longitude with an address) → {product}.report */
export const fraudEngine = (body: FraudEngineBody, options?: CallOptions) =>
  post<'fraudEngine'>('/fraud-engine', body, options);

/**
 * The report of a lookup response, whatever its {product} key is (each response has exactly one).
 * Spec §3: referenceID for "Click To See Details", jsonResponse.results.status for the modal.
 */
export function lookupReportOf(res: LookupResponse): LookupReport | undefined {
  return Object.values(res)[0]?.report;
}
