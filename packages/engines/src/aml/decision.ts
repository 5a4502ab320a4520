import { MATCH_THRESHOLD, WEAK_THRESHOLD } from './scoring.js';
import {
  uniqueEntries,
  type AmlIndex,
  type AmlMatch,
  type BusinessQuery,
  type PersonQuery,
  type ScreenOptions,
} from './matcher.js';
import { SOURCE_LABELS, type AmlEntityType, type SourceInfo } from './types.js';
import type { EngineResult, EngineStatus, SourceInfo as ResultSource } from '../common/result.js';
import type { Assert, Equal } from '../common/type-equality.js';
import type { AmlFoundRecord, AmlResponse } from './schema.js';

// The listed entity types of the lists (types.ts) are those the response schema allows.
type _EntityTypesAgree = Assert<Equal<AmlEntityType, AmlFoundRecord['entity_type']>>;

/**
 * AML decision and the response shape of spec §3 "AML response".
 *
 * Rules (first that applies):
 * 1. DECLINED — a record on a sanctions list scores ≥ MATCH_THRESHOLD (0.85).
 * 2. RISKY — a PEP record (or a relative/close associate of one) scores ≥ 0.85.
 * 3. SUSPICIOUS — any record scores in the weak band [WEAK_THRESHOLD 0.70, 0.85), or a record that is neither
 *    sanctioned nor PEP (other OpenSanctions topics) scores ≥ 0.85.
 * 4. VERIFIED — nothing scores ≥ 0.70.
 * ERROR is returned by the screen helpers when no list is loaded.
 *
 * Found records use the spec's snake_case names (`name`, `entity_type`, `source_type`) for every field.
 * A detail no list provides is null (shown "N/A"), never invented; lists are null when empty.
 * `source_type` is 'sanction' or 'pep' ('other' for other OpenSanctions topics); `source` names the list.
 */

export type AmlStatus = EngineStatus;

export type AmlSourceType = AmlFoundRecord['source_type'];

export type AmlSourceRef = ResultSource;

/** The whole result of a screening. */
export type AmlResult = EngineResult<AmlResponse>;

const orNull = <T>(xs: readonly T[]): T[] | null => (xs.length ? [...xs] : null);

function sourceType(m: AmlMatch): AmlSourceType {
  if (m.record.isSanctioned) return 'sanction';
  if (m.record.isPep) return 'pep';
  return 'other';
}

export function toFoundRecord(m: AmlMatch): AmlFoundRecord {
  const r = m.record;
  const details: string[] = [];
  if (r.programs.length) details.push(`Programs: ${r.programs.join(', ')}`);
  if (r.isSanctioned) details.push(`Listed on ${SOURCE_LABELS[r.source]}`);
  const out: AmlFoundRecord = {
    name: r.name,
    entity_type: r.entityType,
    source_type: sourceType(m),
    score: m.score,
    match_strength: m.strength,
    matched_name: m.matchedName,
    source: SOURCE_LABELS[r.source],
    source_id: r.sourceId,
    list_date: r.listDate,
    alias_names: orNull(r.aliases.map((a) => a.name)),
    address: orNull(r.addresses),
    sanction_details: orNull(details),
    links: orNull(r.links),
    other_information: orNull(r.otherInfo),
    remarks: r.remarks,
    evidence: { date_of_birth: m.dob, gender: m.gender },
  };
  if (r.entityType === 'individual') {
    Object.assign(out, {
      last_names: r.lastName,
      given_names: r.givenNames,
      date_of_birth: orNull(r.datesOfBirth.map((d) => d.text)),
      place_of_birth: orNull(r.placesOfBirth),
      citizenship: orNull(r.citizenships),
      nationality: orNull(r.nationalities),
      occupations: orNull(r.occupations),
      positions: orNull(r.positions),
      political_parties: orNull(r.politicalParties),
      gender: r.gender,
      spouse: orNull(r.spouse),
      siblings: orNull(r.siblings),
      parents: orNull(r.parents),
      children: orNull(r.children),
      description: r.description,
      pep_type: r.pepType,
    });
  }
  return out;
}

function describe(m: AmlMatch): string {
  const via = m.matchedAlias ? ` (alias "${m.matchedName}")` : '';
  const ev: string[] = [];
  if (m.dob === 'match') ev.push('date of birth agrees');
  else if (m.dob === 'partial') ev.push('year of birth agrees');
  else if (m.dob === 'mismatch') ev.push('date of birth differs');
  if (m.gender === 'mismatch') ev.push('gender differs');
  return `"${m.record.name}"${via} on ${SOURCE_LABELS[m.record.source]}, score ${m.score.toFixed(2)}${
    ev.length ? `; ${ev.join(', ')}` : ''
  }`;
}

export interface DecideOptions {
  sources?: readonly SourceInfo[];
}

const records = (n: number): string => `${n} record${n === 1 ? '' : 's'}`;

/** ", and N more to review" for the weaker records the list also shows, so the counts add up. */
const andMore = (n: number): string => (n > 0 ? `, and ${n} more to review` : '');

/**
 * Decides the status and message of a screening. The found records are one per list entry
 * (`uniqueEntries`), and the message counts them as shown: "Sanctions match found (1 record, and
 * 4 more to review)" for a list of five.
 */
export function decideAml(matches: readonly AmlMatch[], options: DecideOptions = {}): AmlResult {
  const sorted = uniqueEntries([...matches].sort((a, b) => b.score - a.score));
  const strong = sorted.filter((m) => m.score >= MATCH_THRESHOLD);
  const weak = sorted.filter((m) => m.score >= WEAK_THRESHOLD && m.score < MATCH_THRESHOLD);
  const sanctions = strong.filter((m) => m.record.isSanctioned);
  const peps = strong.filter((m) => !m.record.isSanctioned && m.record.isPep);
  const others = strong.filter((m) => !m.record.isSanctioned && !m.record.isPep);
  const reasons: string[] = [];
  let status: AmlStatus;
  let message: string;
  const t = MATCH_THRESHOLD.toFixed(2);
  if (sanctions.length) {
    status = 'DECLINED';
    message = `Sanctions match found (${records(sanctions.length)}${andMore(sorted.length - sanctions.length)})`;
    for (const m of sanctions) reasons.push(`Sanctions match at or above ${t}: ${describe(m)}`);
  } else if (peps.length) {
    status = 'RISKY';
    message = `Politically exposed person match found (${records(peps.length)}${andMore(sorted.length - peps.length)})`;
    for (const m of peps) reasons.push(`PEP match at or above ${t}: ${describe(m)}`);
  } else if (weak.length || others.length) {
    status = 'SUSPICIOUS';
    message = 'Possible match below the decision threshold: review the records';
  } else {
    status = 'VERIFIED';
    message = 'No match on the sanctions and PEP lists';
    reasons.push(`No listed name scores ${WEAK_THRESHOLD.toFixed(2)} or more`);
  }
  if (status !== 'DECLINED' && status !== 'RISKY') {
    for (const m of others)
      reasons.push(`Match on a list entry that is neither sanctioned nor PEP: ${describe(m)}`);
    for (const m of weak)
      reasons.push(`Weak match (${WEAK_THRESHOLD.toFixed(2)}–${t}): ${describe(m)}`);
  }
  return {
    status,
    message,
    response: { foundRecords: sorted.map(toFoundRecord) },
    reasons,
    sources: (options.sources ?? []).map((s) => ({
      name: s.name,
      version: s.version,
      licence: s.licence,
      ...(s.date ? { date: s.date } : {}),
    })),
  };
}

function notLoaded(): AmlResult {
  return {
    status: 'ERROR',
    message:
      'No sanctions or PEP list is loaded: import one (kinds ofac, ofac-consolidated, un, opensanctions)',
    response: { foundRecords: [] },
    reasons: ['No AML data set is loaded'],
    sources: [],
  };
}

/** Screens a person and decides: the whole individual AML result. */
export function screenPersonResult(
  index: AmlIndex,
  query: PersonQuery,
  options?: ScreenOptions,
): AmlResult {
  if (index.records.length === 0) return notLoaded();
  return decideAml(index.screenPerson(query, options), { sources: index.sources });
}

/** Screens a business and decides: the whole business AML result. */
export function screenBusinessResult(
  index: AmlIndex,
  query: BusinessQuery,
  options?: ScreenOptions,
): AmlResult {
  if (index.records.length === 0) return notLoaded();
  return decideAml(index.screenBusiness(query, options), { sources: index.sources });
}
