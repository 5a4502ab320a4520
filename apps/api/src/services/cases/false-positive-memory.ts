/**
 * The false-positive memory applied to a screening (docs/adr/0046-case-review.md): a list entry a
 * reviewer closed as `false_positive` for a subject is not raised again for that subject while the
 * entry's matching fields are unchanged (same fingerprint). Only that entry is dropped: any other
 * entry that matches the subject is raised as before, so the decision is the one the remaining
 * entries give (VERIFIED, with a note, when none remains).
 */
import {
  decideAml,
  entryKey,
  type AmlMatch,
  type AmlResult,
  type SourceInfo,
} from '@pulse/engines/aml';
import { entryFingerprint, memoryKey } from './subject.js';

/** Whose memory a screening consults: the caller's tenant and mode. */
export interface MemoryScope {
  tenantId: string;
  mode: string;
}

/** Reads the remembered false positives of a subject (CasesRepository.falsePositives). */
export interface FalsePositiveMemory {
  falsePositives(
    tenantId: string,
    mode: string,
    subjectKey: string,
  ): Promise<Array<{ entryId: string; fingerprint: string; caseId: string | null }>>;
}

/**
 * Decides a screening's matches as `decideAml` does, without the entries remembered as false
 * positives of this subject whose fingerprint is unchanged.
 * @param lists what was screened: an AmlIndex, or its sources with a tenant's watchlists
 * @param subjectKey the subject's key (subjectKey in subject.ts)
 */
export async function decideWithMemory(
  lists: { readonly sources: readonly SourceInfo[] },
  matches: readonly AmlMatch[],
  subjectKey: string,
  scope: MemoryScope,
  memory: FalsePositiveMemory,
): Promise<AmlResult> {
  const options = { sources: lists.sources };
  if (matches.length === 0) return decideAml(matches, options);
  const remembered = await memory.falsePositives(scope.tenantId, scope.mode, subjectKey);
  if (remembered.length === 0) return decideAml(matches, options);
  const byEntry = new Map(remembered.map((s) => [memoryKey(s.entryId), s]));
  const kept: AmlMatch[] = [];
  const dropped: Array<{ match: AmlMatch; caseId: string | null }> = [];
  for (const m of matches) {
    const s = byEntry.get(entryKey(m.record));
    if (s && s.fingerprint === entryFingerprint(m.record))
      dropped.push({ match: m, caseId: s.caseId });
    else kept.push(m);
  }
  const result = decideAml(kept, options);
  if (dropped.length === 0) return result;
  const seen = new Set<string>();
  for (const { match, caseId } of dropped) {
    const key = entryKey(match.record);
    if (seen.has(key)) continue;
    seen.add(key);
    result.reasons.push(
      `Not raised: "${match.record.name}" (${match.record.id}) was reviewed as a false positive for this subject${caseId ? ` in case ${caseId}` : ''}`,
    );
  }
  if (result.status === 'VERIFIED')
    result.message = `${result.message} (${seen.size} reviewed false positive${seen.size === 1 ? '' : 's'} not raised)`;
  return result;
}
