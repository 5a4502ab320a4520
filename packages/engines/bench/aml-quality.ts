/**
 * Builds a labelled AML quality set from the loaded lists and measures it. Shared by the vitest quality test
 * (src/aml/aml.test.ts) and the bench (bench/aml.ts).
 *
 * Positives: listed names as a customer would type them, each labelled with the record it must find:
 * - persons: first given name + surname (middle names left out) in swapped order; with accents added
 *   (the list's plain spelling must still match); with a one-letter typo (substitution, deletion, insertion
 *   or swap of two letters in one token of 4+ letters); an alias of the record.
 * - organisations: the name with its words shuffled, with a legal form added, with a one-letter typo, an alias.
 *
 * Negatives: names checked NOT to be listed, where "listed" means some listed name or alias of that kind holds,
 * for every query token, the token itself or a one-edit variant of it:
 * - persons: common English/European first names × common surnames, and look-alikes made by recombining a
 *   given name of one listed person with the surname of another;
 * - organisations: ordinary company names (adjective + activity + legal form) and recombinations of words from
 *   two different listed organisations.
 *
 * Everything is drawn with a fixed-seed PRNG, so the set is the same on every run.
 */
import { distance } from 'fastest-levenshtein';
import {
  HONORIFICS,
  normalizeName,
  type AmlIndex,
  type AmlMatch,
  type ListEntry,
} from '../src/aml/index.js';
import {
  accent,
  CO_ACT,
  CO_ADJ,
  CO_FORMS,
  COMMON_FIRST,
  COMMON_LAST,
  pick,
  rng,
  typo,
} from './aml-quality-names.js';

export { rng } from './aml-quality-names.js';

export interface QualityQuery {
  kind: 'person' | 'business';
  label: 'positive' | 'negative';
  variant: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  /** Positives: the record that must be found. */
  targetId?: string;
}

/** "LAST, Given Middle" → { first: 'Given', last: 'LAST' }; "Given Middle Last" → first + last word. */
function splitPerson(name: string): { first: string; last: string } | null {
  const comma = name.indexOf(', ');
  let first: string | undefined;
  let last: string | undefined;
  if (comma > 0) {
    last = name.slice(0, comma);
    first = name.slice(comma + 2).split(/\s+/)[0];
  } else {
    const parts = name.split(/\s+/);
    if (parts.length < 2) return null;
    first = parts[0];
    last = parts[parts.length - 1];
  }
  if (!first || !last) return null;
  const ft = normalizeName(first, 'person');
  const lt = normalizeName(last, 'person');
  const bad = (ts: string[]): boolean => ts.some((t) => t.length < 3 || HONORIFICS.has(t));
  if (ft.length !== 1 || lt.length < 1 || bad(ft) || bad(lt)) return null;
  return { first, last };
}

/** True when some listed name of that kind holds every query token or a one-edit variant of it. */
export class ListedCheck {
  private readonly byToken = new Map<string, Set<number>>();
  private readonly tokensByLength = new Map<number, string[]>();

  constructor(records: readonly ListEntry[], kind: 'person' | 'business') {
    records.forEach((r, idx) => {
      const isPerson = r.entityType === 'individual';
      if (kind === 'person' ? !isPerson : r.entityType !== 'entity') return;
      for (const n of [r.name, ...r.aliases.map((a) => a.name)]) {
        for (const t of normalizeName(
          n.replace(/[()]/g, ' '),
          kind === 'person' ? 'person' : 'organisation',
        )) {
          let s = this.byToken.get(t);
          if (!s) {
            s = new Set();
            this.byToken.set(t, s);
            const l = this.tokensByLength.get(t.length) ?? [];
            l.push(t);
            this.tokensByLength.set(t.length, l);
          }
          s.add(idx);
        }
      }
    });
  }

  private near(token: string): Set<number> {
    const out = new Set<number>();
    for (let len = token.length - 1; len <= token.length + 1; len++) {
      for (const t of this.tokensByLength.get(len) ?? []) {
        if (t === token || (token.length >= 4 && distance(t, token) <= 1)) {
          for (const i of this.byToken.get(t) ?? []) out.add(i);
        }
      }
    }
    return out;
  }

  listed(text: string, kind: 'person' | 'business'): boolean {
    const tokens = [...new Set(normalizeName(text, kind === 'person' ? 'person' : 'organisation'))];
    if (tokens.length === 0) return false;
    let common = this.near(tokens[0] as string);
    for (const t of tokens.slice(1)) {
      if (common.size === 0) return false;
      const n = this.near(t);
      common = new Set([...common].filter((i) => n.has(i)));
    }
    return common.size > 0;
  }
}

export function buildQualitySet(index: AmlIndex, seed = 20240503): QualityQuery[] {
  const r = rng(seed);
  const out: QualityQuery[] = [];
  const persons = index.records.filter(
    (x) =>
      x.entityType === 'individual' &&
      (x.source === 'ofac-sdn' || x.source === 'un') &&
      !x.entityTypeInferred,
  );
  const orgs = index.records.filter(
    (x) =>
      x.entityType === 'entity' &&
      (x.source === 'ofac-sdn' || x.source === 'un') &&
      !x.entityTypeInferred,
  );

  // ---- person positives: 4 variants × 50
  const variants = ['swapped order', 'accents added', 'one-letter typo', 'alias'] as const;
  for (const variant of variants) {
    let made = 0;
    let guard = 0;
    while (made < 50 && guard++ < 20000) {
      const rec = pick(r, persons);
      let name = rec.name;
      if (variant === 'alias') {
        const aliases = rec.aliases.filter(
          (a) => splitPerson(a.name) && a.kind !== 'Low' && a.kind !== 'original script',
        );
        if (aliases.length === 0) continue;
        name = pick(r, aliases).name;
      }
      const sp = splitPerson(name);
      if (!sp) continue;
      let { first, last } = sp;
      if (variant === 'swapped order') [first, last] = [last, first];
      if (variant === 'accents added') {
        first = accent(first);
        last = accent(last);
        if (first === sp.first.toLowerCase() && last === sp.last.toLowerCase()) continue;
      }
      if (variant === 'one-letter typo') {
        if (r() < 0.5 && first.length >= 4) first = typo(r, first);
        else if (last.length >= 4 && !last.includes(' ')) last = typo(r, last);
        else continue;
      }
      out.push({
        kind: 'person',
        label: 'positive',
        variant,
        firstName: first,
        lastName: last,
        targetId: rec.id,
      });
      made++;
    }
  }

  // ---- organisation positives: 4 variants × 25
  const orgVariants = ['reordered words', 'legal form added', 'one-letter typo', 'alias'] as const;
  for (const variant of orgVariants) {
    let made = 0;
    let guard = 0;
    while (made < 25 && guard++ < 20000) {
      const rec = pick(r, orgs);
      let name = rec.name;
      if (variant === 'alias') {
        const aliases = rec.aliases.filter(
          (a) => normalizeName(a.name, 'organisation').length >= 2,
        );
        if (aliases.length === 0) continue;
        name = pick(r, aliases).name;
      }
      const words = name
        .replace(/\([^)]*\)/g, ' ')
        .split(/\s+/)
        .filter(Boolean);
      const toks = normalizeName(name, 'organisation');
      if (toks.length < 2 || toks.length > 6) continue;
      let company = name;
      // Reordered: the distinctive words (legal forms left out) rotated by one.
      if (variant === 'reordered words') company = [...toks.slice(1), toks[0]].join(' ');
      if (variant === 'legal form added')
        company = `${name} ${pick(r, ['LLC', 'Ltd', 'Corp', 'GmbH'])}`;
      if (variant === 'one-letter typo') {
        const i = words.findIndex(
          (w) => /^[A-Za-z]{5,}$/.test(w) && toks.includes(w.toLowerCase()),
        );
        if (i < 0) continue;
        words[i] = typo(r, words[i] as string);
        company = words.join(' ');
      }
      out.push({ kind: 'business', label: 'positive', variant, company, targetId: rec.id });
      made++;
    }
  }

  // ---- negatives
  const personCheck = new ListedCheck(index.records, 'person');
  const orgCheck = new ListedCheck(index.records, 'business');
  const seen = new Set<string>();
  const addNeg = (q: QualityQuery, text: string): boolean => {
    const key = `${q.kind}:${text.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    if ((q.kind === 'person' ? personCheck : orgCheck).listed(text, q.kind)) return false;
    out.push(q);
    return true;
  };
  let n = 0;
  let guard = 0;
  while (n < 100 && guard++ < 10000) {
    const first = pick(r, COMMON_FIRST);
    const last = pick(r, COMMON_LAST);
    if (
      addNeg(
        {
          kind: 'person',
          label: 'negative',
          variant: 'common name',
          firstName: first,
          lastName: last,
        },
        `${first} ${last}`,
      )
    )
      n++;
  }
  n = 0;
  guard = 0;
  while (n < 100 && guard++ < 10000) {
    const a = splitPerson(pick(r, persons).name);
    const b = splitPerson(pick(r, persons).name);
    if (!a || !b) continue;
    if (
      addNeg(
        {
          kind: 'person',
          label: 'negative',
          variant: 'recombined listed names',
          firstName: a.first,
          lastName: b.last,
        },
        `${a.first} ${b.last}`,
      )
    )
      n++;
  }
  n = 0;
  guard = 0;
  while (n < 60 && guard++ < 10000) {
    const company = `${pick(r, CO_ADJ)} ${pick(r, CO_ACT)} ${pick(r, CO_FORMS)}`.trim();
    if (
      addNeg({ kind: 'business', label: 'negative', variant: 'ordinary company', company }, company)
    )
      n++;
  }
  n = 0;
  guard = 0;
  while (n < 40 && guard++ < 10000) {
    const a = normalizeName(pick(r, orgs).name, 'organisation');
    const b = normalizeName(pick(r, orgs).name, 'organisation');
    if (a.length < 2 || b.length < 2) continue;
    const company = `${a[0]} ${b[b.length - 1]}`;
    if (
      addNeg(
        { kind: 'business', label: 'negative', variant: 'recombined listed words', company },
        company,
      )
    )
      n++;
  }
  return out;
}

export interface QualityFigures {
  size: number;
  positives: number;
  negatives: number;
  /** Positives whose target record scores ≥ threshold. */
  recall: number;
  /** Positives whose target record is reported at all (≥ weak threshold). */
  recallWeak: number;
  /** Negatives with any record ≥ threshold. */
  falsePositiveRate: number;
  /** Negatives with any record reported (≥ weak threshold). */
  weakRate: number;
  byVariant: Record<string, { n: number; hit: number }>;
  misses: string[];
  falsePositives: string[];
}

export function runQuery(index: AmlIndex, q: QualityQuery): AmlMatch[] {
  return q.kind === 'person'
    ? index.screenPerson({ firstName: q.firstName ?? '', lastName: q.lastName ?? '', mode: '2' })
    : index.screenBusiness({ company: q.company ?? '', mode: '2' });
}

export function measureQuality(
  index: AmlIndex,
  set: readonly QualityQuery[],
  threshold: number,
): QualityFigures {
  let pos = 0;
  let neg = 0;
  let tp = 0;
  let tpWeak = 0;
  let fp = 0;
  let weak = 0;
  const byVariant: Record<string, { n: number; hit: number }> = {};
  const misses: string[] = [];
  const falsePositives: string[] = [];
  for (const q of set) {
    const res = runQuery(index, q);
    const text = q.kind === 'person' ? `${q.firstName} ${q.lastName}` : (q.company ?? '');
    const v = (byVariant[`${q.kind}/${q.label}/${q.variant}`] ??= { n: 0, hit: 0 });
    v.n++;
    if (q.label === 'positive') {
      pos++;
      const m = res.find((x) => x.record.id === q.targetId);
      if (m) tpWeak++;
      if (m && m.score >= threshold) {
        tp++;
        v.hit++;
      } else {
        const target = index.records.find((x) => x.id === q.targetId);
        misses.push(
          `${q.variant}: "${text}" → ${target?.name ?? q.targetId} (${m ? m.score : 'not reported'})`,
        );
      }
    } else {
      neg++;
      if (res.length) weak++;
      const top = res[0];
      if (top && top.score >= threshold) {
        fp++;
        v.hit++;
        falsePositives.push(`${q.variant}: "${text}" → ${top.matchedName} (${top.score})`);
      }
    }
  }
  return {
    size: set.length,
    positives: pos,
    negatives: neg,
    recall: tp / pos,
    recallWeak: tpWeak / pos,
    falsePositiveRate: fp / neg,
    weakRate: weak / neg,
    byVariant,
    misses,
    falsePositives,
  };
}
