/**
 * In-memory AML index and matcher: AmlIndex screens persons and organisations against the loaded
 * lists, AmlIndexHolder swaps a new index in atomically. Name forms, blocking and the scoring formula
 * are described in scoring.ts; the per-kind index is name-index.ts.
 */
import { compareDob, parseQueryDob, type DobEvidence } from './dates.js';
import { NameIndex, type Form } from './name-index.js';
import { normalizeName } from './normalize.js';
import { MATCH_THRESHOLD, scoreTokens, SCORING, WEAK_THRESHOLD } from './scoring.js';
import type { ImportResult, ListEntry, SanctionSource, SourceInfo } from './types.js';

/** Queries are cut to 500 characters and 20 words. */
const MAX_QUERY_TOKENS = 20;

export type AmlMode = '1' | '2';

export interface PersonQuery {
  firstName?: string | null;
  lastName?: string | null;
  /** ISO YYYY-MM-DD (also YYYY or DD/MM/YYYY). */
  dob?: string | null;
  /** 'male' | 'female' (also 'M' / 'F'); anything else is ignored. */
  gender?: string | null;
  /** '1' exact, '2' fuzzy (default '2'). */
  mode?: AmlMode | 1 | 2 | null;
}

export interface BusinessQuery {
  company: string;
  mode?: AmlMode | 1 | 2 | null;
}

export interface ScreenOptions {
  /** Most matches returned (default 25). */
  limit?: number;
  /** Lowest score returned (default WEAK_THRESHOLD). */
  minScore?: number;
}

export type GenderEvidence = 'match' | 'mismatch' | 'unknown' | 'not_given';

export interface AmlMatch {
  record: ListEntry;
  /** Final score, 0–1, after evidence. */
  score: number;
  /** Name similarity before evidence. */
  nameScore: number;
  /** The listed name or alias that matched best. */
  matchedName: string;
  matchedAlias: boolean;
  dob: DobEvidence | 'not_given';
  gender: GenderEvidence;
  strength: 'match' | 'weak';
  mode: AmlMode;
}

function parseMode(mode: PersonQuery['mode']): AmlMode {
  return mode === '1' || mode === 1 ? '1' : '2';
}

function parseGender(g: string | null | undefined): 'male' | 'female' | null {
  const t = (g ?? '').trim().toLowerCase();
  if (t === 'm' || t === 'male') return 'male';
  if (t === 'f' || t === 'female') return 'female';
  return null;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/** A dataset as held by the index: one source's records and its metadata. */
export interface AmlDataset {
  info: SourceInfo;
  records: ListEntry[];
}

/**
 * Immutable AML index over one or more datasets (one per source). Build it once, then share it; to load new
 * lists build a new index (`withDataset`) and swap it in an `AmlIndexHolder`.
 */
export class AmlIndex {
  readonly records: readonly ListEntry[];
  private readonly persons: NameIndex;
  private readonly organisations: NameIndex;
  private readonly datasetList: readonly AmlDataset[];

  private constructor(datasets: readonly AmlDataset[]) {
    this.datasetList = datasets;
    const records: ListEntry[] = [];
    for (const d of datasets) for (const r of d.records) records.push(r);
    this.records = records;
    this.persons = new NameIndex('person');
    this.organisations = new NameIndex('organisation');
    records.forEach((r, i) => {
      if (r.entityType === 'individual') this.persons.add(i, r);
      else if (r.entityType === 'entity') this.organisations.add(i, r);
    });
    this.persons.finish();
    this.organisations.finish();
  }

  /** Builds an index; a later dataset of the same source replaces an earlier one. */
  static build(datasets: readonly (AmlDataset | ImportResult)[]): AmlIndex {
    const bySource = new Map<SanctionSource, AmlDataset>();
    for (const d of datasets) bySource.set(d.info.source, { info: d.info, records: d.records });
    return new AmlIndex([...bySource.values()]);
  }

  static empty(): AmlIndex {
    return new AmlIndex([]);
  }

  /** A new index with `dataset` replacing the dataset of the same source (others unchanged). */
  withDataset(dataset: AmlDataset | ImportResult): AmlIndex {
    return AmlIndex.build([...this.datasetList, dataset]);
  }

  /** A new index without the given source. */
  withoutSource(source: SanctionSource): AmlIndex {
    return AmlIndex.build(this.datasetList.filter((d) => d.info.source !== source));
  }

  get datasets(): readonly AmlDataset[] {
    return this.datasetList;
  }

  get sources(): SourceInfo[] {
    return this.datasetList.map((d) => d.info);
  }

  get size(): { records: number; personNames: number; organisationNames: number } {
    return {
      records: this.records.length,
      personNames: this.persons.forms.length,
      organisationNames: this.organisations.forms.length,
    };
  }

  screenPerson(query: PersonQuery, options: ScreenOptions = {}): AmlMatch[] {
    const mode = parseMode(query.mode);
    const tokens = normalizeName(
      `${query.firstName ?? ''} ${query.lastName ?? ''}`.slice(0, 500),
      'person',
    ).slice(0, MAX_QUERY_TOKENS);
    if (tokens.length === 0) return [];
    const dob = parseQueryDob(query.dob);
    const gender = parseGender(query.gender);
    const minBeta =
      tokens.filter((t) => t.length > 1).length >= 2 ? 0 : SCORING.betaPersonSingleToken;
    return this.search(this.persons, tokens, mode, minBeta, options, (rec, nameScore) => {
      let score = nameScore;
      let dobEv: DobEvidence | 'not_given' = 'not_given';
      if (dob) {
        dobEv = compareDob(dob, rec.datesOfBirth);
        if (dobEv === 'match') score += SCORING.dobMatch;
        else if (dobEv === 'partial') score += SCORING.dobPartial;
        else if (dobEv === 'mismatch') score += SCORING.dobMismatch;
      }
      let genderEv: GenderEvidence = 'not_given';
      if (gender) {
        if (!rec.gender) genderEv = 'unknown';
        else if (rec.gender === gender) genderEv = 'match';
        else {
          genderEv = 'mismatch';
          score += SCORING.genderMismatch;
        }
      }
      return { score, dob: dobEv, gender: genderEv };
    });
  }

  screenBusiness(query: BusinessQuery, options: ScreenOptions = {}): AmlMatch[] {
    const mode = parseMode(query.mode);
    const tokens = normalizeName((query.company ?? '').slice(0, 500), 'organisation').slice(
      0,
      MAX_QUERY_TOKENS,
    );
    if (tokens.length === 0) return [];
    return this.search(this.organisations, tokens, mode, 0, options, (_rec, s) => ({
      score: s,
      dob: 'not_given',
      gender: 'not_given',
    }));
  }

  private search(
    index: NameIndex,
    tokens: string[],
    mode: AmlMode,
    minBeta: number,
    options: ScreenOptions,
    evidence: (
      rec: ListEntry,
      nameScore: number,
    ) => { score: number; dob: DobEvidence | 'not_given'; gender: GenderEvidence },
  ): AmlMatch[] {
    const minScore = options.minScore ?? WEAK_THRESHOLD;
    const limit = options.limit ?? 25;
    const best = new Map<number, { nameScore: number; form: Form }>();
    if (mode === '1') {
      for (const f of index.exactForms(tokens)) {
        const form = index.forms[f] as Form;
        const prev = best.get(form.rec);
        if (!prev || (prev.form.alias && !form.alias)) best.set(form.rec, { nameScore: 1, form });
      }
    } else {
      const qWeights = tokens.map((t) => index.weight(t));
      // Evidence can add at most +0.05, so forms whose bound is below minScore − 0.05 cannot be reported.
      const floor = minScore - SCORING.dobMatch;
      const cache = tokens.map(() => new Map<string, number>());
      for (const f of index.candidates(tokens, qWeights, floor, cache)) {
        const form = index.forms[f] as Form;
        const s = scoreTokens(
          tokens,
          qWeights,
          form.tokens,
          form.weights,
          form.betas,
          minBeta,
          cache,
        );
        if (s < floor) continue;
        const prev = best.get(form.rec);
        if (
          !prev ||
          s > prev.nameScore ||
          (s === prev.nameScore && prev.form.alias && !form.alias)
        ) {
          best.set(form.rec, { nameScore: s, form });
        }
      }
    }
    const out: AmlMatch[] = [];
    for (const [recIdx, { nameScore, form }] of best) {
      const rec = this.records[recIdx] as ListEntry;
      const ev = evidence(rec, nameScore);
      const score = round3(Math.max(0, Math.min(1, ev.score)));
      if (score < minScore) continue;
      out.push({
        record: rec,
        score,
        nameScore: round3(nameScore),
        matchedName: form.name,
        matchedAlias: form.alias,
        dob: ev.dob,
        gender: ev.gender,
        strength: score >= MATCH_THRESHOLD ? 'match' : 'weak',
        mode,
      });
    }
    out.sort((a, b) => b.score - a.score || a.record.id.localeCompare(b.record.id));
    return uniqueEntries(out).slice(0, limit);
  }
}

/**
 * The list entry a record is, across lists: OFAC's SDN and consolidated (non-SDN) files share one
 * numbering (`ent_num`), and an entry can be in both (ROSNEFT TRADING S.A., 18299); every other
 * source's ids are its own.
 */
export function entryKey(record: ListEntry): string {
  const family = record.source === 'ofac-sdn' || record.source === 'ofac-consolidated';
  return family ? `ofac:${record.sourceId}` : record.id;
}

/**
 * One match per list entry, the best scored (the input is sorted best first): an entry loaded from
 * two files is one finding, not two, in the list and in the decision's counts.
 */
export function uniqueEntries(matches: readonly AmlMatch[]): AmlMatch[] {
  const seen = new Set<string>();
  return matches.filter((m) => {
    const key = entryKey(m.record);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Holds the index a running service screens against. `replace` swaps the reference atomically: searches in
 * flight finish on the index they started with, new searches see the new one. A failed import never reaches
 * `replace`, so the previous lists stay in place.
 */
export class AmlIndexHolder {
  private index: AmlIndex;

  constructor(initial: AmlIndex = AmlIndex.empty()) {
    this.index = initial;
  }

  current(): AmlIndex {
    return this.index;
  }

  replace(index: AmlIndex): AmlIndex {
    const previous = this.index;
    this.index = index;
    return previous;
  }

  /** Builds a new index with this dataset replacing its source's previous one, and swaps it in. */
  replaceDataset(dataset: AmlDataset | ImportResult): AmlIndex {
    const next = this.index.withDataset(dataset);
    this.index = next;
    return next;
  }
}
