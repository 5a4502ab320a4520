/**
 * The response of the AML screenings (TypeBox schema and its static type): found records in the
 * spec's snake_case (spec §3 "AML response"), each detail null when no list gives it.
 */
import { Type, type Static, type TSchema } from 'typebox';
import { Nullable as N } from '../common/schema.js';

const Strings = N(Type.Array(Type.String()));
const Opt = <T extends TSchema>(t: T) => Type.Optional(t);

/** One listed person or entity that matched the query. */
export const AmlFoundRecord = Type.Object({
  name: Type.String(),
  entity_type: Type.Union([
    Type.Literal('individual'),
    Type.Literal('entity'),
    Type.Literal('vessel'),
    Type.Literal('aircraft'),
  ]),
  source_type: Type.Union([Type.Literal('sanction'), Type.Literal('pep'), Type.Literal('other')]),
  score: Type.Number({ description: 'Match score 0–1 (≥ 0.85 match, 0.70–0.85 weak)' }),
  match_strength: Type.Union([Type.Literal('match'), Type.Literal('weak')]),
  matched_name: Type.String({ description: 'The listed name or alias that matched best' }),
  /** Name of the list (e.g. "OFAC SDN List"). */
  source: Type.String({ description: 'Name of the list' }),
  source_id: Type.String(),
  list_date: N(Type.String()),
  alias_names: Strings,
  address: Strings,
  sanction_details: Strings,
  links: Strings,
  other_information: Strings,
  remarks: N(Type.String()),
  evidence: Type.Object({
    date_of_birth: Type.String({ description: 'match, partial, mismatch, unknown or not_given' }),
    gender: Type.String({ description: 'match, mismatch, unknown or not_given' }),
  }),
  // Individuals only (absent for other entity types):
  last_names: Opt(N(Type.String())),
  given_names: Opt(N(Type.String())),
  date_of_birth: Opt(Strings),
  place_of_birth: Opt(Strings),
  citizenship: Opt(Strings),
  nationality: Opt(Strings),
  occupations: Opt(Strings),
  positions: Opt(Strings),
  political_parties: Opt(Strings),
  gender: Opt(N(Type.String())),
  spouse: Opt(Strings),
  siblings: Opt(Strings),
  parents: Opt(Strings),
  children: Opt(Strings),
  description: Opt(N(Type.String())),
  pep_type: Opt(N(Type.String())),
});
export type AmlFoundRecord = Static<typeof AmlFoundRecord>;

/** The response object of an individual or business screening. */
export const AmlResponse = Type.Object({ foundRecords: Type.Array(AmlFoundRecord) });
export type AmlResponse = Static<typeof AmlResponse>;
