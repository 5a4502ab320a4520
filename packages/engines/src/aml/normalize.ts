import anyAscii from 'any-ascii';

/**
 * Name normalisation shared by the index and the queries (both sides go through the same steps):
 *
 * 1. Transliterate to ASCII (`any-ascii`: diacritics dropped, Cyrillic/Arabic/CJK … romanised), lower-case.
 * 2. Apostrophes and similar marks are deleted ("Mas'ud" → "masud"); dotted abbreviations are closed up
 *    ("S.A." → "sa", "L.L.C." → "llc"); every other non-alphanumeric character separates tokens
 *    ("AL-SHANTI" → "al shanti").
 * 3. Honorifics and titles (mr, mrs, dr, sheikh, shaykh, haji is NOT one: it is a name part in Somali names …)
 *    are removed from person names.
 * 4. Legal-form words (llc, ltd, corp, gmbh, sa, jsc, co, company, "limited liability company",
 *    "obshchestvo s ogranichennoi otvetstvennostyu" …) are removed from organisation names, so they never drive
 *    a match.
 * 5. If a removal would leave nothing, the tokens before the removal are kept.
 *
 * Word order is not part of the normalised form: matching treats the tokens as a set (exact mode) or
 * aligns them in any order (fuzzy mode).
 */

export const HONORIFICS = new Set([
  'mr',
  'mrs',
  'ms',
  'miss',
  'mister',
  'madam',
  'dr',
  'doctor',
  'prof',
  'professor',
  'sir',
  'dame',
  'lord',
  'lady',
  'sheikh',
  'shaykh',
  'shaikh',
  'sheik',
  'cheikh',
  'mullah',
  'mulla',
  'maulana',
  'maulvi',
  'mawlawi',
  'molvi',
  'hon',
  'honorable',
  'honourable',
  'rev',
  'reverend',
  'fr',
  'gen',
  'general',
  'col',
  'colonel',
  'capt',
  'captain',
  'maj',
  'lt',
  'sgt',
  'jr',
  'sr',
  'junior',
  'senior',
  'ii',
  'iii',
  'iv',
  'esq',
  'excellency',
  'hrh',
  'ayatollah',
]);

/** Tokens of a legal form; removed from organisation names. */
export const LEGAL_FORMS = new Set([
  'llc',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'inc',
  'incorporated',
  'co',
  'company',
  'companies',
  'cie',
  'gmbh',
  'mbh',
  'ag',
  'kg',
  'ug',
  'se',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'sl',
  'sau',
  'sac',
  'sae',
  'saa',
  'saic',
  'cv',
  'bv',
  'nv',
  'plc',
  'pjsc',
  'ojsc',
  'cjsc',
  'jsc',
  'ooo',
  'oao',
  'zao',
  'ao',
  'pao',
  'tov',
  'too',
  'llp',
  'lp',
  'pte',
  'pty',
  'pvt',
  'bhd',
  'sdn',
  'kft',
  'zrt',
  'doo',
  'dd',
  'ad',
  'as',
  'asa',
  'ab',
  'oy',
  'oyj',
  'fze',
  'fzco',
  'fzc',
  'fzllc',
  'fzell',
  'dmcc',
  'ltda',
  'limitada',
  'lda',
  'eirl',
  'gie',
  'kk',
  'ptd',
  'tbk',
  'pt',
  'shpk',
  'sro',
  'spzoo',
  'sp',
  'zoo',
  'ek',
  'ohg',
  'gbr',
  'est',
  'establishment',
  'wll',
  'psc',
  'pllc',
  'the',
]);

/** Multi-word legal forms, removed as phrases before the single-word list is applied. */
const LEGAL_PHRASES: string[][] = [
  ['obshchestvo', 's', 'ogranichennoi', 'otvetstvennostyu'],
  ['obshchestvo', 's', 'ogranichennoy', 'otvetstvennostyu'],
  ['obshchestvo', 's', 'ogranichennoi', 'otvetstvennostiu'],
  ['tovarystvo', 'z', 'obmezhenoyu', 'vidpovidalnistyu'],
  ['aktsionernoe', 'obshchestvo'],
  ['aktsionernoye', 'obshchestvo'],
  ['publichnoe', 'aktsionernoe', 'obshchestvo'],
  ['otkrytoe', 'aktsionernoe', 'obshchestvo'],
  ['zakrytoe', 'aktsionernoe', 'obshchestvo'],
  ['limited', 'liability', 'company'],
  ['limited', 'liability', 'partnership'],
  ['limited', 'liability', 'co'],
  ['public', 'joint', 'stock', 'company'],
  ['open', 'joint', 'stock', 'company'],
  ['closed', 'joint', 'stock', 'company'],
  ['joint', 'stock', 'company'],
  ['joint', 'stock', 'co'],
  ['public', 'limited', 'company'],
  ['private', 'limited', 'company'],
  ['sociedad', 'anonima'],
  ['societe', 'anonyme'],
  ['sociedade', 'anonima'],
  ['societa', 'per', 'azioni'],
  ['sociedad', 'de', 'responsabilidad', 'limitada'],
  ['sa', 'de', 'cv'],
  ['s', 'de', 'rl'],
  ['free', 'zone', 'establishment'],
  ['free', 'zone', 'company'],
  ['general', 'trading', 'llc'],
];

/** Name particles: kept, but carry less weight in fuzzy scoring, and are also glued to the next token. */
export const PARTICLES = new Set([
  'al',
  'el',
  'ul',
  'ad',
  'ar',
  'as',
  'az',
  'an',
  'bin',
  'ibn',
  'bint',
  'ben',
  'abu',
  'bou',
  'de',
  'da',
  'di',
  'del',
  'della',
  'der',
  'den',
  'van',
  'von',
  'la',
  'le',
  'du',
  'dos',
  'das',
  'do',
  'y',
  'of',
  'and',
  'und',
  'et',
  'e',
]);

const DOTTED_ABBREV = /^(?:[a-z]\.){1,}[a-z]?\.?$/;

/** Steps 1–2: transliterate, lower-case, strip punctuation. Returns the raw tokens. */
export function basicTokens(text: string): string[] {
  const ascii = anyAscii(text).toLowerCase();
  const chunks = ascii.replace(/['`\u2018\u2019\u02bc\u02bb\u00b4"]/g, '').split(/\s+/);
  const out: string[] = [];
  for (const chunk of chunks) {
    if (!chunk) continue;
    const c = DOTTED_ABBREV.test(chunk) ? chunk.replace(/\./g, '') : chunk;
    for (const t of c.split(/[^a-z0-9]+/)) if (t) out.push(t);
  }
  return out;
}

function removePhrases(tokens: string[]): string[] {
  let out = tokens;
  for (const phrase of LEGAL_PHRASES) {
    if (out.length < phrase.length) continue;
    const next: string[] = [];
    for (let i = 0; i < out.length;) {
      let hit = true;
      for (let j = 0; j < phrase.length; j++) {
        if (out[i + j] !== phrase[j]) {
          hit = false;
          break;
        }
      }
      if (hit) i += phrase.length;
      else next.push(out[i++] as string);
    }
    out = next;
  }
  return out;
}

export type NameKind = 'person' | 'organisation';

/** Full normalisation of a name into tokens (in their original order). */
export function normalizeName(text: string, kind: NameKind): string[] {
  const raw = basicTokens(text);
  if (raw.length === 0) return raw;
  let tokens: string[];
  if (kind === 'person') {
    tokens = raw.filter((t) => !HONORIFICS.has(t));
  } else {
    tokens = removePhrases(raw).filter((t) => !LEGAL_FORMS.has(t));
  }
  return tokens.length > 0 ? tokens : raw;
}

/** Key for exact mode: the sorted set of tokens, initials (single letters) left out unless all are initials. */
export function tokenSetKey(tokens: readonly string[]): string {
  const full = tokens.filter((t) => t.length > 1);
  return [...new Set(full.length ? full : tokens)].sort().join(' ');
}

/**
 * Variants of a token list that fuzzy and exact matching also accept: particles glued to the next token
 * ("al shanti" → "alshanti"), so "Alshanti" and "Al-Shanti" meet.
 */
export function gluedVariant(tokens: readonly string[]): string[] | null {
  let changed = false;
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as string;
    const next = tokens[i + 1];
    if (next !== undefined && PARTICLES.has(t) && !PARTICLES.has(next)) {
      out.push(t + next);
      i++;
      changed = true;
    } else out.push(t);
  }
  return changed ? out : null;
}
