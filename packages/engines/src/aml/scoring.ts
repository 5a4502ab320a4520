/**
 * How the AML index matches names: name forms, the exact and fuzzy modes, evidence, thresholds and
 * blocking (used by name-index.ts and matcher.ts).
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
import { tokenSimilarity } from './similarity.js';

export const MATCH_THRESHOLD = 0.85;
export const WEAK_THRESHOLD = 0.7;

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
