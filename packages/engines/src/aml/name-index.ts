/**
 * The name-form index behind AmlIndex (see scoring.ts for the name forms, the blocking keys and the
 * scoring formula): one per kind (persons, organisations), holding every record's names and aliases.
 */
import { gluedVariant, normalizeName, PARTICLES, tokenSetKey, type NameKind } from './normalize.js';
import { SCORING } from './scoring.js';
import { phonetic, tokenSimilarity } from './similarity.js';
import type { ListEntry } from './types.js';

export interface Form {
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

export const EMPTY: readonly number[] = [];
const EMPTY_TOKENS: readonly string[] = [];

export class NameIndex {
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

  add(recIdx: number, rec: ListEntry): void {
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
