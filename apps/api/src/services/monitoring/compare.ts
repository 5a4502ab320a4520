/**
 * The pure rules of a monitoring re-screen (docs/adr/0047-aml-monitoring.md): what one subject's
 * screen against a list update's added and changed entries changes in its stored matches, and the
 * alerts that raises; the decision one match gives; the split of a monitored person's name.
 */
import { MATCH_THRESHOLD } from '@pulse/engines/aml';
import type { AlertKind } from '../../db/schema/index.js';
import type { StoredMatch } from '../../repositories/monitoring.js';
import type { FieldChange } from '../list-diff.js';

/** A match of the subject against the update's entries. */
export interface FoundMatch extends StoredMatch {
  entryName: string;
  source: string;
}

/** One alert of a subject (before its case is known). */
export interface SubjectAlert {
  kind: AlertKind;
  entryId: string;
  entryName: string;
  source: string;
}

/** What a re-screen changes for one subject. */
export interface SubjectChanges {
  upserts: StoredMatch[];
  deletes: string[];
  alerts: SubjectAlert[];
  /** The matches that are new or changed and raised (a case is opened for them). */
  raised: FoundMatch[];
}

/** The update's entries by kind, with a removed or changed entry's name and source. */
export interface UpdateEntries {
  /** Added and changed entries (screened). */
  screened: ReadonlySet<string>;
  removed: ReadonlySet<string>;
  /** Name and source of every entry of the update. */
  entry: ReadonlyMap<string, { name: string; source: string }>;
}

/**
 * The decision a single match gives, by decideAml's rules (docs/adr/0046-case-review.md): a
 * sanctions entry at or above the match threshold declines, a PEP one is risky, anything else
 * shown (a weak match, an entry neither sanctioned nor PEP) is suspicious.
 */
export function matchDecision(sourceType: string, score: number): string {
  if (score >= MATCH_THRESHOLD && sourceType === 'sanction') return 'DECLINED';
  if (score >= MATCH_THRESHOLD && sourceType === 'pep') return 'RISKY';
  return 'SUSPICIOUS';
}

/**
 * Compares a subject's matches against the update's entries with its stored ones:
 * - an entry found and not stored: `new_match`; found and stored with another fingerprint:
 *   `changed_match`; found with the same fingerprint: nothing raised (its score is kept fresh);
 * - a stored entry the update removed, or changed so that it no longer matches: `match_ended`;
 * - an entry remembered as a false positive of this subject with its current fingerprint
 *   (`remembered`) raises nothing and leaves its stored match as it was.
 * @param found the subject's matches among the update's added and changed entries
 * @param stored the subject's stored matches among the update's entries
 */
export function compareSubject(
  found: readonly FoundMatch[],
  stored: ReadonlyMap<string, StoredMatch>,
  entries: UpdateEntries,
  remembered: (m: FoundMatch) => boolean,
): SubjectChanges {
  const out: SubjectChanges = { upserts: [], deletes: [], alerts: [], raised: [] };
  const seen = new Set<string>();
  for (const m of found) {
    seen.add(m.entryId);
    const before = stored.get(m.entryId);
    // Remembered as a false positive with this fingerprint: nothing raised, nothing changed.
    if (remembered(m)) continue;
    const { entryId, fingerprint, score, decision } = m;
    if (
      !before ||
      before.fingerprint !== fingerprint ||
      before.score !== score ||
      before.decision !== decision
    )
      out.upserts.push({ entryId, fingerprint, score, decision });
    if (!before || before.fingerprint !== fingerprint) {
      const kind = before ? 'changed_match' : 'new_match';
      out.alerts.push({ kind, entryId, entryName: m.entryName, source: m.source });
      out.raised.push(m);
    }
  }
  for (const [entryId] of stored) {
    if (seen.has(entryId)) continue;
    if (!entries.removed.has(entryId) && !entries.screened.has(entryId)) continue;
    out.deletes.push(entryId);
    const e = entries.entry.get(entryId);
    out.alerts.push({
      kind: 'match_ended',
      entryId,
      entryName: e?.name ?? entryId,
      source: e?.source ?? entryId.split(':')[0] ?? '',
    });
  }
  return out;
}

/**
 * A monitored person's name as an AML person screening's fields: the last word is the last
 * name, the rest the first name (the matcher compares the words in any order); a single word is
 * the first name.
 */
export function splitName(name: string): { f_name: string; l_name: string } {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return { f_name: words[0] ?? '', l_name: '' };
  return { f_name: words.slice(0, -1).join(' '), l_name: words[words.length - 1] ?? '' };
}

/** A changed entry's diff as the reopened case's history shows it. */
export function diffNote(
  source: string,
  version: number,
  change: { entryId: string; name: string; fields: readonly FieldChange[] },
): string {
  const text = (v: unknown) => JSON.stringify(v);
  const fields = change.fields.map((f) => `${f.field}: ${text(f.before)} → ${text(f.after)}`);
  return `List update (${source} version ${version}) changed "${change.name}" (${change.entryId}): ${fields.join('; ')}`;
}
