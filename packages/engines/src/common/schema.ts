/**
 * The wire schema every engine result follows (TypeBox), the one source of the result types: the
 * API publishes these schemas in its OpenAPI document and the engines' types are their `Static`.
 */
import { Type, type Static, type TSchema } from 'typebox';

/** `T` or null. */
export const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

/** Outcome of one lookup. Stored upper-case; the dashboard maps them through spec §4. */
export const Status = Type.Union(
  [
    Type.Literal('VERIFIED'),
    Type.Literal('SUSPICIOUS'),
    Type.Literal('RISKY'),
    Type.Literal('DECLINED'),
    Type.Literal('ERROR'),
  ],
  { description: 'Outcome of a lookup (stored upper-case)' },
);
export type EngineStatus = Static<typeof Status>;

/** One data set or library an answer relied on. */
export const Source = Type.Object({
  /** Package or data-set name, e.g. `@ip-location-db/asn` or `tor-exits (imported)`. */
  name: Type.String(),
  /** Package version, or the date/version of an imported list; `null` when unknown. */
  version: Nullable(Type.String()),
  /** SPDX identifier or short licence text. */
  licence: Type.String(),
  /** Date of the data (YYYY-MM-DD) for a dated list; absent for a library. */
  date: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type SourceInfo = Static<typeof Source>;

/** `{ status, message, response, reasons, sources }` with a given response schema. */
export const Result = <R extends TSchema>(response: R) =>
  Type.Object({
    status: Status,
    message: Type.String(),
    response,
    reasons: Type.Array(Type.String(), { description: 'The decision rules that fired, in words' }),
    sources: Type.Array(Source, { description: 'Data sets and libraries the answer relied on' }),
  });

/** A country as shown on the report cards. */
export const CountryInfo = Type.Object({
  /** ISO 3166-1 alpha-2, upper-case. */
  alpha2: Type.String(),
  /** English short name (i18n-iso-countries). */
  name: Nullable(Type.String()),
  /** ISO 3166-1 numeric code as a number, e.g. 208 for Denmark; null when unknown. */
  numeric: Nullable(Type.Number()),
});
export type CountryInfo = Static<typeof CountryInfo>;
