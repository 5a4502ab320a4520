import { compareDob, parseQueryDob, type DobEvidence } from './dates.js';
import { gluedVariant, normalizeName, PARTICLES, tokenSetKey, type NameKind } from './normalize.js';
import { phonetic, tokenSimilarity } from './similarity.js';
import type { ImportResult, SanctionRecord, SanctionSource, SourceInfo } from './types.js';

/**
 * In-memory AML index and matcher.
 *
 * ## Name forms
 * Every record contributes its name and each alias. A name is also split at parentheses ("BUTEMBO AIRLINES
 * (BAL)" gives "BUTEMBO AIRLINES" and "BAL"). Each is normalised (see normalize.ts: person rules for
 * individuals, organisation rules — legal forms removed — for everything else), and a second form with
 * particles glued to the next word ("al shanti" → "alshanti") is added when it differs.
 *
 * ## Exact mode ('1')
 * The query's normalised token SET equals the token set of a name form (word order, case, diacritics,
 * punctuation, honorifics and legal forms ignored). Name score 1.
 *
 * ## Fuzzy mode ('2') — name score 0–1
 * Query tokens q and candidate tokens c are aligned one-to-one, best pairs first (greedy on similarity,
 * order ignored; similarity from similarity.ts; pairs below 0.6 do not align). An unaligned token may
 * instead align with two adjacent tokens of the other side written together ("abdulrahman" ↔ "abdul rahman",
 * similarity ≥ 0.85). Each token has a weight: 0.3 for particles (al, bin, abu, de, van …), else 1, times an
 * IDF factor 1 − 0.5·min(1, ln(df)/ln(500)) (df = number of name forms holding the token, so a token in 500+
 * names weighs half). Then
 *
 *     score = Σ_aligned w_c·sim / (Σ_aligned w_c + Σ_unaligned-query w_q + β·Σ_unaligned-candidate w_c)
 *
 * Unaligned query tokens count in full (a word the listed name lacks is strong evidence of another name).
 * Unaligned candidate tokens cost β of their weight: for persons β = 0.15 for given/middle names and
 * patronymics (customers do not type them) and 0.25 for surname tokens (OFAC's "LAST, Given" part before the
 * comma, otherwise the last word: "Nicolas Maduro" still matches "MADURO MOROS, Nicolas"); at least 0.6 when
 * the person query has a single word; β = 0.5 for organisations (so "Global" does not match "Global Trading").
 * Initials (single letters) weigh 0.3 and never align with a longer word.
 *
 * ## Evidence (persons)
 * Date of birth: a listed full date equal to the query +0.05; year / range / circa agrees +0.02; every
 * listed date contradicts −0.20; none listed 0. Gender: listed and different −0.10. Final score clamped to
 * [0, 1].
 *
 * ## Thresholds
 * score ≥ MATCH_THRESHOLD (0.85) is a match; WEAK_THRESHOLD (0.70) ≤ score < 0.85 is a weak match; below
 * 0.70 is not reported.
 *
 * ## Blocking
 * An inverted index maps keys to name forms: the token itself, its Double Metaphone codes, and (3+ letters)
 * each one-letter deletion of it, so tokens one edit apart always meet. A query collects the forms that share a key with any of
 * its tokens and scores only those whose optimistic bound (hit tokens count fully, missed tokens at 0.25) can
 * still reach the reporting floor.
 */

export const MATCH_THRESHOLD = 0.85;
export const WEAK_THRESHOLD = 0.7;
/** Queries are cut to 500 characters and 20 words. */
const MAX_QUERY_TOKENS = 20;

export const SCORING = {
  minTokenSim: 0.6,
  compoundSim: 0.85,
  particleWeight: 0.3,
  dfCommon: 500,
  betaPerson: 0.15,
  betaSurname: 0.25,
  betaPersonSingleToken: 0.6,
  betaOrganisation: 0.5,
  dobMatch: 0.05,
  dobPartial: 0.02,
  dobMismatch: -0.2,
  genderMismatch: -0.1,
  unhitBound: 0.25,
} as const;

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
  record: SanctionRecord;
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

interface Form {
  rec: number;
  tokens: string[];
  weights: number[];
  /** Per-token β: the share of its weight an unaligned token of this listed name costs. */
  betas: number[];
  /** Per-token surname flag (persons). */
  surname: boolean[];
  name: string;
  alias: boolean;
}

const EMPTY: readonly number[] = [];
const EMPTY_TOKENS: readonly string[] = [];

class NameIndex {
  readonly forms: Form[] = [];
  private readonly exact = new Map<string, number[]>();
  /** Blocking key → distinct tokens of the vocabulary that produce it. */
  private readonly keyTokens = new Map<string, string[]>();
  /** Token → name forms holding it. */
  private readonly tokenForms = new Map<string, number[]>();
  private readonly df = new Map<string, number>();
  private bound = new Float64Array(0);
  private stamp = new Int32Array(0);
  private tokStamp = new Int32Array(0);
  private epoch = 0;

  constructor(readonly kind: NameKind) {}

  add(recIdx: number, rec: SanctionRecord): void {
    const seen = new Set<string>();
    const push = (name: string, alias: boolean): void => {
      for (const variant of splitParentheses(name)) {
        const tokens = normalizeName(variant, this.kind);
        if (tokens.length === 0) continue;
        const surnames =
          this.kind === 'person' ? surnameTokens(variant, tokens) : new Set<string>();
        const lists = [tokens];
        const glued = gluedVariant(tokens);
        if (glued) lists.push(glued);
        for (const t of lists) {
          const key = t.join(' ');
          if (seen.has(key)) continue;
          seen.add(key);
          const surname = t.map((tok) => isSurname(tok, surnames));
          this.forms.push({ rec: recIdx, tokens: t, weights: [], betas: [], surname, name, alias });
        }
      }
    };
    push(rec.name, false);
    for (const a of rec.aliases) push(a.name, true);
  }

  finish(): void {
    for (const f of this.forms)
      for (const t of new Set(f.tokens)) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    this.forms.forEach((f, idx) => {
      f.weights = f.tokens.map((t) => this.weight(t));
      f.betas = f.tokens.map((_t, j) =>
        this.kind === 'organisation'
          ? SCORING.betaOrganisation
          : f.surname[j]
            ? SCORING.betaSurname
            : SCORING.betaPerson,
      );
      const ek = tokenSetKey(f.tokens);
      const e = this.exact.get(ek);
      if (e) e.push(idx);
      else this.exact.set(ek, [idx]);
      for (const t of new Set(f.tokens)) {
        const p = this.tokenForms.get(t);
        if (p) p.push(idx);
        else this.tokenForms.set(t, [idx]);
      }
    });
    for (const t of this.tokenForms.keys()) {
      for (const k of blockKeys(t)) {
        const v = this.keyTokens.get(k);
        if (v) v.push(t);
        else this.keyTokens.set(k, [t]);
      }
    }
    this.bound = new Float64Array(this.forms.length);
    this.stamp = new Int32Array(this.forms.length);
    this.tokStamp = new Int32Array(this.forms.length);
  }

  weight(token: string): number {
    const df = this.df.get(token) ?? 0;
    const idf = df <= 1 ? 1 : 1 - 0.5 * Math.min(1, Math.log(df) / Math.log(SCORING.dfCommon));
    return (PARTICLES.has(token) || token.length === 1 ? SCORING.particleWeight : 1) * idf;
  }

  exactForms(tokens: string[]): readonly number[] {
    const out = new Set<number>(this.exact.get(tokenSetKey(tokens)) ?? EMPTY);
    const glued = gluedVariant(tokens);
    if (glued) for (const i of this.exact.get(tokenSetKey(glued)) ?? EMPTY) out.add(i);
    return [...out];
  }

  /**
   * Form indices worth scoring for a fuzzy query. For each query token, the vocabulary tokens sharing a
   * blocking key are compared with it (similarity memoised in `memo`); those aligning (≥ minTokenSim) credit
   * w·sim to every form holding them, best first. A form is kept when its credit, plus `unhitBound` of the
   * weight of query tokens it did not match, can still reach `floor`.
   */
  candidates(
    tokens: string[],
    qWeights: number[],
    floor: number,
    memo: Map<string, number>[],
  ): number[] {
    let total = 0;
    for (const w of qWeights) total += w;
    if (total === 0) return [];
    if (this.epoch > 0x3ffffff0) {
      this.epoch = 0;
      this.stamp.fill(0);
      this.tokStamp.fill(0);
    }
    const queryEp = ++this.epoch;
    const touched: number[] = [];
    tokens.forEach((t, i) => {
      const sims = memo[i] as Map<string, number>;
      const cands: [string, number][] = [];
      const seen = new Set<string>();
      for (const k of blockKeys(t)) {
        for (const ct of this.keyTokens.get(k) ?? EMPTY_TOKENS) {
          if (seen.has(ct)) continue;
          seen.add(ct);
          let s = sims.get(ct);
          if (s === undefined) {
            s = tokenSimilarity(t, ct);
            sims.set(ct, s);
          }
          if (s >= SCORING.minTokenSim) cands.push([ct, s]);
        }
      }
      cands.sort((a, b) => b[1] - a[1]);
      const tokEp = ++this.epoch;
      const w = qWeights[i] as number;
      for (const [ct, s] of cands) {
        const forms = this.tokenForms.get(ct);
        if (!forms) continue;
        for (let x = 0; x < forms.length; x++) {
          const f = forms[x] as number;
          if (this.tokStamp[f] === tokEp) continue; // this query token already credited (with a better sim)
          this.tokStamp[f] = tokEp;
          if (this.stamp[f] !== queryEp) {
            this.stamp[f] = queryEp;
            this.bound[f] = 0;
            touched.push(f);
          }
          this.bound[f] = (this.bound[f] as number) + w * (s - SCORING.unhitBound);
        }
      }
    });
    const out: number[] = [];
    const base = SCORING.unhitBound * total;
    for (const f of touched) if ((base + (this.bound[f] as number)) / total >= floor) out.push(f);
    return out;
  }
}

/**
 * Surname tokens of a person's name: OFAC writes "LAST, Given" (the part before the comma); other lists
 * write the family name last, so the last token is taken (best effort; a single-token name has none).
 */
function surnameTokens(name: string, tokens: readonly string[]): Set<string> {
  const comma = name.indexOf(',');
  if (comma > 0) return new Set(normalizeName(name.slice(0, comma), 'person'));
  return tokens.length > 1 ? new Set([tokens[tokens.length - 1] as string]) : new Set();
}

function isSurname(token: string, surnames: ReadonlySet<string>): boolean {
  if (surnames.has(token)) return true;
  for (const s of surnames) {
    if (
      token.length > s.length &&
      token.endsWith(s) &&
      PARTICLES.has(token.slice(0, token.length - s.length))
    )
      return true;
  }
  return false;
}

function splitParentheses(name: string): string[] {
  if (!name.includes('(')) return [name];
  const inner = [...name.matchAll(/\(([^)]*)\)/g)]
    .map((m) => (m[1] ?? '').trim())
    .filter((s) => s.length >= 2);
  const base = name
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [base, ...inner].filter(Boolean);
}

function blockKeys(token: string): string[] {
  const keys = ['=' + token];
  if (token.length >= 2 && !/^\d+$/.test(token)) {
    const [p, s] = phonetic(token);
    if (p) keys.push('#' + p);
    if (s && s !== p) keys.push('#' + s);
  }
  // Symmetric one-deletion keys: two tokens within one edit (substitution, insertion, deletion, adjacent swap)
  // always share one.
  if (token.length >= 3) {
    keys.push('-' + token);
    for (let i = 0; i < token.length; i++) {
      const k = '-' + token.slice(0, i) + token.slice(i + 1);
      if (!keys.includes(k)) keys.push(k);
    }
  }
  return keys;
}

/**
 * Fuzzy name score of query tokens against one name form (see the module comment for the formula).
 */
let simBuf = new Float64Array(256);
let qUsedBuf = new Uint8Array(16);
let cUsedBuf = new Uint8Array(16);

export function scoreTokens(
  q: readonly string[],
  qWeights: readonly number[],
  c: readonly string[],
  cWeights: readonly number[],
  cBetas: readonly number[],
  minBeta = 0,
  cache?: Map<string, number>[],
): number {
  const n = q.length;
  const m = c.length;
  if (n === 0 || m === 0) return 0;
  // Scratch buffers reused across calls (no allocation per candidate).
  if (simBuf.length < n * m) simBuf = new Float64Array(n * m * 2);
  if (qUsedBuf.length < n) qUsedBuf = new Uint8Array(n * 2);
  if (cUsedBuf.length < m) cUsedBuf = new Uint8Array(m * 2);
  const sims = simBuf;
  const qUsed = qUsedBuf;
  const cUsed = cUsedBuf;
  qUsed.fill(0, 0, n);
  cUsed.fill(0, 0, m);
  for (let i = 0; i < n; i++) {
    const memo = cache?.[i];
    const qt = q[i] as string;
    for (let j = 0; j < m; j++) {
      const ct = c[j] as string;
      let s = memo?.get(ct);
      if (s === undefined) {
        s = tokenSimilarity(qt, ct);
        memo?.set(ct, s);
      }
      sims[i * m + j] = s;
    }
  }
  let num = 0;
  let den = 0;
  // Greedy one-to-one alignment, best pair first (ties: lower i, then lower j).
  for (;;) {
    let best: number = SCORING.minTokenSim;
    let bi = -1;
    let bj = -1;
    for (let i = 0; i < n; i++) {
      if (qUsed[i]) continue;
      for (let j = 0; j < m; j++) {
        if (cUsed[j]) continue;
        const s = sims[i * m + j] as number;
        if (s > best || (s === best && bi < 0)) {
          best = s;
          bi = i;
          bj = j;
        }
      }
    }
    if (bi < 0) break;
    qUsed[bi] = 1;
    cUsed[bj] = 1;
    const w = cWeights[bj] as number;
    num += w * best;
    den += w;
  }
  // Compound words: one token on one side against two adjacent tokens written together on the other
  // (only where the lengths allow a similarity of compoundSim).
  const near = (a: number, b: number): boolean =>
    Math.abs(a - b) <= Math.max(a, b) * (1 - SCORING.compoundSim);
  for (let i = 0; i < n; i++) {
    if (qUsed[i]) continue;
    const li = (q[i] as string).length;
    for (let j = 0; j + 1 < m; j++) {
      if (cUsed[j] || cUsed[j + 1]) continue;
      if (!near(li, (c[j] as string).length + (c[j + 1] as string).length)) continue;
      const s = tokenSimilarity(q[i] as string, (c[j] as string) + (c[j + 1] as string));
      if (s >= SCORING.compoundSim) {
        qUsed[i] = 1;
        cUsed[j] = 1;
        cUsed[j + 1] = 1;
        const w = (cWeights[j] as number) + (cWeights[j + 1] as number);
        num += w * s;
        den += w;
        break;
      }
    }
  }
  for (let j = 0; j < m; j++) {
    if (cUsed[j]) continue;
    const lj = (c[j] as string).length;
    for (let i = 0; i + 1 < n; i++) {
      if (qUsed[i] || qUsed[i + 1]) continue;
      if (!near(lj, (q[i] as string).length + (q[i + 1] as string).length)) continue;
      const s = tokenSimilarity((q[i] as string) + (q[i + 1] as string), c[j] as string);
      if (s >= SCORING.compoundSim) {
        qUsed[i] = 1;
        qUsed[i + 1] = 1;
        cUsed[j] = 1;
        const w = cWeights[j] as number;
        num += w * s;
        den += w;
        break;
      }
    }
  }
  if (num === 0) return 0;
  for (let i = 0; i < n; i++) if (!qUsed[i]) den += qWeights[i] as number;
  for (let j = 0; j < m; j++) {
    if (!cUsed[j]) den += Math.max(minBeta, cBetas[j] as number) * (cWeights[j] as number);
  }
  return num / den;
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
  records: SanctionRecord[];
}

/**
 * Immutable AML index over one or more datasets (one per source). Build it once, then share it; to load new
 * lists build a new index (`withDataset`) and swap it in an `AmlIndexHolder`.
 */
export class AmlIndex {
  readonly records: readonly SanctionRecord[];
  private readonly persons: NameIndex;
  private readonly organisations: NameIndex;
  private readonly datasetList: readonly AmlDataset[];

  private constructor(datasets: readonly AmlDataset[]) {
    this.datasetList = datasets;
    const records: SanctionRecord[] = [];
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
      rec: SanctionRecord,
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
      const rec = this.records[recIdx] as SanctionRecord;
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
    return out.slice(0, limit);
  }
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
