/** The response of the BIN engine (TypeBox schema and its static type). */
import { Type, type Static } from 'typebox';
import { CountryInfo, Nullable as N } from '../common/schema.js';

/** The fields of the spec's BIN Verification card. `null` = no loaded source knows. */
export const BinResponse = Type.Object({
  /** The BIN looked up (6–8 digits; never the full card number). */
  bin: Type.String(),
  /** Same as `bin` (the card's "number" row). */
  number: Type.String(),
  /** Card network display name ("Visa", "Mastercard", "American Express"…). */
  brand: N(Type.String()),
  /** Card network id in binlist vocabulary: visa, mastercard, amex, discover, diners, jcb, unionpay, maestro, mir… */
  scheme: N(Type.String()),
  /** debit | credit | charge (BIN table). */
  type: N(Type.String()),
  /** Card product / level from the BIN table's brand column ("Visa/Dankort", "Electron", "Gold"…). */
  level: N(Type.String()),
  prepaid: N(Type.Boolean()),
  /** True when the product name says business/corporate/commercial/purchasing/fleet; otherwise null (unknown). */
  commercial: N(Type.Boolean()),
  /** ISO 4217 currency of the issuing country (country-to-currency). */
  currency: N(Type.String()),
  issuerName: N(Type.String()),
  issuerPhone: N(Type.String()),
  issuerWebsite: N(Type.String()),
  issuerCity: N(Type.String()),
  /** Card number length: the table's value, else the network's only length; null when several are possible. */
  length: N(Type.Number()),
  /** Every card number length the network allows for this prefix (credit-card-type). */
  validLengths: Type.Array(Type.Number()),
  /** The prefix belongs to a known card network range or to a BIN-table row. */
  valid: Type.Boolean(),
  country: N(CountryInfo),
});
export type BinResponse = Static<typeof BinResponse>;
