/** The response of the phone engine (TypeBox schema and its static type). */
import { Type, type Static } from 'typebox';
import { Nullable as N } from '../common/schema.js';

/** The fields of the spec §3 phone result, exactly. `null` = no offline source provides it. */
export const PhoneResponse = Type.Object({
  isValid: Type.Boolean(),
  /** Needs a live HLR lookup: always null. */
  isActive: Type.Null(),
  /** lineType is VOIP; null when the line type is unknown. */
  isVoip: N(Type.Boolean()),
  /** ISO 3166-1 alpha-2 of the number's region; null for non-geographic numbers. */
  countryCode: N(Type.String()),
  /** Country calling code, e.g. 1 or 44. */
  dialingCode: N(Type.Number()),
  /** International format, e.g. "+1 415 555 2671". */
  formattedNumber: N(Type.String()),
  /** Carrier originally assigned the number range (libphonenumber carrier map; porting not seen). */
  carrier: N(Type.String()),
  /** From libphonenumber's geocoder: the part before the comma of "City, Region". */
  city: N(Type.String()),
  region: N(Type.String()),
  /** IANA time zone of the number range; several are comma-joined (up to 5), else null. */
  timeZone: N(Type.String()),
  /**
   * libphonenumber type: MOBILE, FIXED_LINE, FIXED_LINE_OR_MOBILE, VOIP, TOLL_FREE, PREMIUM_RATE,
   * SHARED_COST, PERSONAL_NUMBER, PAGER, UAN, VOICEMAIL.
   */
  lineType: N(
    Type.String({ description: 'libphonenumber type: MOBILE, FIXED_LINE, VOIP, TOLL_FREE…' }),
  ),
  /** Ours, 0–100, from the documented rules in createPhoneEngine. */
  fraudScore: Type.Number(),
  /** fraudScore >= 75. */
  isRisky: Type.Boolean(),
  isSpammer: Type.Null(),
  recentAbuse: Type.Null(),
  leaked: Type.Null(),
  prepaid: Type.Null(),
  doNotCall: Type.Null(),
  mcc: Type.Null(),
  mnc: Type.Null(),
  zipCode: Type.Null(),
  name: Type.Null(),
  /** No offline source: always empty. */
  associatedEmails: Type.Array(Type.String()),
  smsDomain: Type.Null(),
  smsEmail: Type.Null(),
});
export type PhoneResponse = Static<typeof PhoneResponse>;
