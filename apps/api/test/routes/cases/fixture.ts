// What the case review tests share: a case as the API answers it, and the records of a
// hand-made EU list whose entries the false-positive memory tests change.
import { emptyEntry, type ListEntry } from '@pulse/engines/aml';

/** A case as GET /api/cases/{id} answers it. */
export interface CaseView {
  id: string;
  reviewState: string;
  proposedDisposition: string | null;
  origin: string;
  service: string;
  subjectKind: string;
  subject: Record<string, string>;
  reportId: string;
  batchId: string | null;
  decision: string;
  matches: Array<{
    entryId: string;
    name: string;
    source: string;
    listVersion: string | null;
    score: number;
    matchedFields: string[];
    fingerprint: string | null;
  }>;
  assigneeId: string | null;
  history: Array<{ action: string; from: string | null; to: string | null; note: string | null }>;
}

/** A sanctioned person of a hand-made EU list (the records the false-positive memory tests change). */
export function person(sourceId: string, name: string, aliases: string[] = []): ListEntry {
  return {
    ...emptyEntry('eu', sourceId, name, 'individual'),
    aliases: aliases.map((a) => ({ name: a, kind: 'aka' })),
    datesOfBirth: [
      { text: '1970-01-01', year: 1970, month: 1, day: 1, yearTo: null, approximate: false },
    ],
    programs: ['TEST'],
  };
}
